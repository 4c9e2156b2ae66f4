import { describe, expect, it } from 'vitest';
import { THANDI_PARTY_ID, THANDI_USERNAME } from '../../sandbox/app';
import { sourceOfFunds } from '../../sandbox/fixtures/lookups';
import { productAttributes, SUB_TYPE } from '../../sandbox/fixtures/product-attributes';
import { setupSandbox } from '../../sandbox/msw';
import { createApiClient } from '../../src/api/client';
import { fakeAuth } from '../../src/api/test/test-support';
import { createConfig } from '../../src/config';
import type { ProductAttribute } from '../../src/domain/product-attributes';
import { canPurchase } from '../../src/domain/purchase-availability';
import { typedAmount } from '../../src/domain/rand-amount';
import { serverActionsOf } from '../../src/react/test/run-definition';
import { nbsp } from '../../src/test/nbsp';
import { activeSteps, back, currentStep, goTo, stepErrors } from '../../src/wizard/machine';
import { SECURED_INVESTMENT } from '../buy-secured-investment/secured-investment';
import { rules } from '../buy-secured-investment/secured-investment-later-steps';
import type { SecuredInvestmentAnswers } from '../buy-secured-investment/secured-investment-rules';
import type { BuyDraft } from './buy-draft';
import { BUY_MESSAGES } from './buy-messages';
import { BUY_STEP, buyWizard } from './buy-wizard-definition';
import { PurchaseFailedError } from './purchase-failure';

const sandbox = setupSandbox();

const attributesOf = (values: Record<string, string>): ProductAttribute[] =>
  Object.entries(values).map(([Key, Value]) => ({ Key, Value }));
const SECURED = attributesOf(productAttributes[SUB_TYPE.securedInvestment] ?? {});
const context = { attributes: SECURED, sources: sourceOfFunds };

function draftOf(answers: Partial<BuyDraft<SecuredInvestmentAnswers>> = {}) {
  const definition = buyWizard(SECURED_INVESTMENT, context, () => rules);
  return { definition, draft: { ...definition.initialDraft(), ...answers } };
}

function errorsAt(step: number, answers: Partial<BuyDraft<SecuredInvestmentAnswers>> = {}) {
  const { definition, draft } = draftOf(answers);
  const wizardStep = definition.steps[step];
  if (!wizardStep) throw new Error(`no step ${step}`);
  return stepErrors(wizardStep, draft);
}

const sourceAnswers = { sourceOfFunds: '1', isPip: 'no' };

describe('buy wizard rules (spec §5 Buy wizards)', () => {
  it('starts from the defaults: South Africa (263), EFT, Growth, and a fresh 32-hex key per run', () => {
    const first = draftOf().draft;
    expect(first).toMatchObject({
      countryOfTaxResidence: '263',
      paymentType: 'EFT',
      investmentOption: 'Growth',
      termsAccepted: false,
      reference: '',
    });
    expect(first.runKey).toMatch(/^[0-9a-f]{32}$/);
    expect(draftOf().draft.runKey).not.toBe(first.runKey);
  });

  it('stops at investment details, with the product’s own text, when CanPurchase is not 1', () => {
    expect(canPurchase(SECURED)).toBe(true);
    const closed = attributesOf({ ...productAttributes[SUB_TYPE.securedInvestment], CanPurchase: '0' });
    expect(canPurchase(closed)).toBe(false);
    expect(canPurchase(attributesOf({}))).toBe(false);
    const definition = buyWizard(
      SECURED_INVESTMENT,
      { attributes: closed, sources: sourceOfFunds },
      () => rules,
    );
    const step = definition.steps[BUY_STEP.details];
    if (!step) throw new Error('no details step');
    expect(Object.values(stepErrors(step, definition.initialDraft()))).toEqual(['Not available online']);
    expect(errorsAt(BUY_STEP.details)).toEqual({});
  });

  it('before the later chunk brings their rules, no step after the first counts as met: a #step link stops at step 2', () => {
    const pending = buyWizard(SECURED_INVESTMENT, context, () => undefined);
    const answered = { ...pending.initialDraft(), ...sourceAnswers };
    expect(goTo(pending, { step: 0, done: false }, answered, BUY_STEP.confirm)).toEqual({
      step: BUY_STEP.sourceOfFunds,
      done: false,
    });
    const ruled = buyWizard(SECURED_INVESTMENT, context, () => rules);
    expect(goTo(ruled, { step: 0, done: false }, answered, BUY_STEP.confirm).step).toBeGreaterThan(
      BUY_STEP.sourceOfFunds,
    );
  });

  it('needs a source of funds and a Yes or No to the PIP question', () => {
    expect(errorsAt(BUY_STEP.sourceOfFunds)).toEqual({
      sourceOfFunds: BUY_MESSAGES.sourceOfFunds,
      isPip: BUY_MESSAGES.isPip,
    });
    expect(errorsAt(BUY_STEP.sourceOfFunds, sourceAnswers)).toEqual({});
    expect(errorsAt(BUY_STEP.sourceOfFunds, { ...sourceAnswers, isPip: 'yes' })).toEqual({});
    expect(errorsAt(BUY_STEP.sourceOfFunds, { ...sourceAnswers, isPip: 'maybe' })).toEqual({
      isPip: BUY_MESSAGES.isPip,
    });
  });

  it('needs a description for Other, and blank space is no description', () => {
    const other = { ...sourceAnswers, sourceOfFunds: '5' };
    expect(errorsAt(BUY_STEP.sourceOfFunds, other)).toEqual({
      otherSourceOfFunds: BUY_MESSAGES.otherSourceOfFunds,
    });
    expect(errorsAt(BUY_STEP.sourceOfFunds, { ...other, otherSourceOfFunds: '   ' })).toEqual({
      otherSourceOfFunds: BUY_MESSAGES.otherSourceOfFunds,
    });
    expect(errorsAt(BUY_STEP.sourceOfFunds, { ...other, otherSourceOfFunds: 'Sale of a car' })).toEqual({});
  });

  it('refuses an empty country of tax residence and the Select Country placeholder', () => {
    for (const country of ['', 'Select Country', '0']) {
      expect(errorsAt(BUY_STEP.sourceOfFunds, { ...sourceAnswers, countryOfTaxResidence: country })).toEqual({
        countryOfTaxResidence: BUY_MESSAGES.countryOfTaxResidence,
      });
    }
    expect(errorsAt(BUY_STEP.sourceOfFunds, { ...sourceAnswers, countryOfTaxResidence: '236' })).toEqual({});
  });

  it('takes EFT as it is; a debit order needs the bank details confirmed; nothing else is a payment type', () => {
    expect(errorsAt(BUY_STEP.payment)).toEqual({});
    expect(errorsAt(BUY_STEP.payment, { paymentType: 'Debit Order' })).toEqual({
      bankDetailsConfirmed: BUY_MESSAGES.bankDetailsConfirmed,
    });
    expect(errorsAt(BUY_STEP.payment, { paymentType: 'Debit Order', bankDetailsConfirmed: true })).toEqual(
      {},
    );
    expect(errorsAt(BUY_STEP.payment, { paymentType: 'Cash' })).toEqual({
      paymentType: BUY_MESSAGES.paymentType,
    });
  });

  it('needs the terms accepted, and the mandate too only for a debit order', () => {
    expect(errorsAt(BUY_STEP.confirm)).toEqual({ termsAccepted: BUY_MESSAGES.termsAccepted });
    expect(errorsAt(BUY_STEP.confirm, { termsAccepted: true })).toEqual({});
    expect(errorsAt(BUY_STEP.confirm, { paymentType: 'Debit Order', termsAccepted: true })).toEqual({
      mandateAccepted: BUY_MESSAGES.mandateAccepted,
    });
    expect(
      errorsAt(BUY_STEP.confirm, { paymentType: 'Debit Order', termsAccepted: true, mandateAccepted: true }),
    ).toEqual({});
  });

  it('keeps the summary closed until the purchase has a reference', () => {
    expect(errorsAt(BUY_STEP.summary)).not.toEqual({});
    expect(errorsAt(BUY_STEP.summary, { reference: 'SI1001' })).toEqual({});
  });

  it('once bought, closes every step before the summary: nothing reopens them or Confirm', () => {
    const { definition, draft } = draftOf({
      ...sourceAnswers,
      amount: typedAmount('20 000'),
      termsAccepted: true,
    });
    const atConfirm = { step: BUY_STEP.confirm, done: false };
    expect(activeSteps(definition, draft)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(goTo(definition, atConfirm, draft, BUY_STEP.payment).step).toBe(BUY_STEP.payment);

    const bought = { ...draft, reference: 'SI1001' };
    expect(activeSteps(definition, bought)).toEqual([BUY_STEP.summary]);
    // The purchase's answer shows the summary where Confirm was, and a Change link, a stale #step or
    // the browser's Back to an earlier step shows it still.
    expect(currentStep(definition, atConfirm, bought)).toBe(BUY_STEP.summary);
    for (const step of [BUY_STEP.details, BUY_STEP.payment, BUY_STEP.confirm]) {
      expect(goTo(definition, atConfirm, bought, step).step).toBe(BUY_STEP.summary);
    }
    expect(back(definition, { step: BUY_STEP.summary, done: false }, bought).step).toBe(BUY_STEP.summary);
  });
});

describe('Confirm (spec §3 secured investment purchase, §4 buy posts)', () => {
  async function confirmWith(answers: Partial<BuyDraft<SecuredInvestmentAnswers>>) {
    const accessToken = await sandbox.tokenFor(THANDI_USERNAME);
    const { port } = fakeAuth({ accessToken, partyId: THANDI_PARTY_ID, username: THANDI_USERNAME });
    const client = createApiClient({ config: createConfig(sandbox.origin), auth: port });
    const { definition, draft } = draftOf({
      ...sourceAnswers,
      amount: typedAmount('20 000'),
      termsAccepted: true,
      ...answers,
    });
    const step = definition.steps[BUY_STEP.confirm];
    if (!step?.submit) throw new Error('Confirm does not post');
    return { outcome: () => step.submit?.(draft, serverActionsOf(client)), draft };
  }
  const purchases = () =>
    sandbox.received.list().filter((entry) => entry.path === '/v4/api/buy/SecuredInvestment');

  it('posts the §3 fields with the run’s key, and keeps the reference', async () => {
    const { outcome, draft } = await confirmWith({ investmentOption: 'Income', paymentType: 'Debit Order' });
    const result = await outcome();
    expect(result).toEqual({ ok: true, patch: { reference: expect.stringMatching(/^SI\d+$/) } });
    const [purchase] = purchases();
    expect(purchase?.headers['idempotency-key']).toBe(draft.runKey);
    expect(purchase?.body).toMatchObject({
      Amount: '20000',
      ProductDescription: 'Fixed',
      IsDebit: 'true',
      PartyID: THANDI_PARTY_ID,
      CountryOfTaxResidenceID: '263',
      SourceOfFundsSelectedOption: '1',
      IsPIP: 'false',
      PurchaseMethod: 'Web Buy',
      InterestPayoutPercentage: '100',
      IsGrowthOption: 'false',
    });
  });

  it('a second Confirm of the same run is answered from the first: one purchase, the same reference', async () => {
    const { outcome } = await confirmWith({});
    const first = await outcome();
    const second = await outcome();
    expect(second).toEqual(first);
    expect(purchases()).toHaveLength(2);
    expect(sandbox.store.state.records.purchases).toHaveLength(1);
  });

  it('says the purchase may have gone through when the answer is lost', async () => {
    sandbox.injectFault({ path: '/v4/api/buy/SecuredInvestment', dropConnection: true, times: 1 });
    const { outcome } = await confirmWith({});
    await expect(outcome()).rejects.toMatchObject({
      failure: { outcome: 'unknown', retry: true },
      message: expect.stringMatching(/^We don't know yet whether your purchase went through/),
    });
    // The retry carries the same key and is made once.
    await expect(outcome()).resolves.toMatchObject({ ok: true });
    expect(sandbox.store.state.records.purchases).toHaveLength(1);
  });

  it('says nothing was bought when the API answers 500, keeps the key, and Try again buys once', async () => {
    sandbox.injectFault({ path: '/v4/api/buy/SecuredInvestment', status: 500, times: 1 });
    const { outcome, draft } = await confirmWith({});
    const failed = await outcome()?.catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(PurchaseFailedError);
    expect(failed).toMatchObject({ status: 500, failure: { outcome: 'notBought', retry: true } });
    await expect(outcome()).resolves.toMatchObject({ ok: true });
    expect(purchases().map((purchase) => purchase.headers['idempotency-key'])).toEqual([
      draft.runKey,
      draft.runKey,
    ]);
    expect(sandbox.store.state.records.purchases).toHaveLength(1);
  });

  it('passes a 401 on as it is: the client asks the customer to log in again', async () => {
    sandbox.injectFault({ path: '/v4/api/buy/SecuredInvestment', status: 401, times: 1 });
    const { outcome } = await confirmWith({});
    const failed = await outcome()?.catch((error: unknown) => error);
    expect(failed).not.toBeInstanceOf(PurchaseFailedError);
    expect(failed).toMatchObject({ status: 401 });
  });

  it('a refused Confirm names its answer and gets a new key, so the corrected purchase is judged afresh', async () => {
    const { outcome, draft } = await confirmWith({ amount: typedAmount('4 999') });
    const refused = await outcome();
    expect(refused).toEqual({
      ok: false,
      patch: { runKey: expect.stringMatching(/^[0-9a-f]{32}$/) },
      fieldErrors: { 'purchase.Amount': nbsp('The minimum investment is R5 000.00') },
    });
    expect(refused?.ok === false && refused.patch?.runKey).not.toBe(draft.runKey);
    expect(sandbox.store.state.records.purchases).toHaveLength(0);
  });

  it('keeps the key and says an earlier Confirm may have gone through when the key was used for other answers', async () => {
    sandbox.injectFault({ path: '/v4/api/buy/SecuredInvestment', status: 422, times: 1 });
    const { outcome } = await confirmWith({});
    await expect(outcome()).rejects.toMatchObject({ failure: { outcome: 'unknown', retry: false } });
  });
});
