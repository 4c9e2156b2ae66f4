import { describe, expect, it } from 'vitest';
import * as zm from 'zod/mini';
import { bankDetailSchema } from '../../src/api/bank-details';
import type { ContactRequest } from '../../src/api/contact';
import { memberChoiceOptionSchema } from '../../src/api/member-choice';
import type { SignUpLead, SignUpStepBody } from '../../src/api/parties';
import { productMemberSchema } from '../../src/api/product-member';
import { contactOf, emptyIdentity, identityOf } from '../../widgets/sign-up/lead';
import {
  RETIREMENT_MEMBER_ID,
  RETIREMENT_PRODUCT_INSTANCE_ID,
  THANDI_PARTY_ID,
  THANDI_USERNAME,
} from '../fixtures/ids';
import { type JsonObject, testSandbox } from '../testing/api-client';

// Issue 29 item 1: every body the sandbox stores is exactly the fields our client sends. An extra property
// (an attacker's `IsAdmin`, a 900 KB blob) is refused by name; the client's own body is taken.

type Api = ReturnType<typeof testSandbox>['api'];

const EXTRA = { IsAdmin: true };
const refusedExtra = (path = '') => `${path ? `${path}: ` : ''}Unrecognized key: "IsAdmin"`;

async function expectRefusedByName(
  call: Promise<{ status: number; body: JsonObject }>,
  description: string,
): Promise<void> {
  const { status, body } = await call;
  expect(status).toBe(400);
  expect(body.ErrorDescription).toBe(description);
}

describe('member choice change (POST …/member/{id}/{StatusTransitionID})', () => {
  const member = `/v4/api/retirementinvestments/${RETIREMENT_PRODUCT_INSTANCE_ID}/member/${RETIREMENT_MEMBER_ID}`;

  /** The option as the portal sends it back: read, then parsed by the client's own schema. */
  async function clientOption(api: Api, token: string) {
    const read = await api.get<unknown[]>(`${member}/choices`, { token });
    const option = zm.parse(memberChoiceOptionSchema, read.body[2]);
    return option;
  }

  it('takes the option the client sends', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    const option = await clientOption(api, token);
    const changed = await api.post(`${member}/${option.StatusTransitionID}`, { token, json: option });
    expect(changed.status).toBe(200);
  });

  it('refuses an extra property by name, and a control character in a text', async () => {
    const { api, sandbox } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    const option = await clientOption(api, token);
    const path = `${member}/${option.StatusTransitionID}`;
    await expectRefusedByName(api.post(path, { token, json: { ...option, ...EXTRA } }), refusedExtra());
    const { status } = await api.post(path, { token, json: { ...option, Description: 'Income\u202eFund' } });
    expect(status).toBe(400);
    expect(sandbox.store.state.records.memberChoiceChanges).toHaveLength(0);
  });
});

describe('purchases (POST /v4/api/buy/…)', () => {
  const shared = {
    IsDebit: false,
    PartyID: THANDI_PARTY_ID,
    CountryOfTaxResidenceID: 263,
    SourceOfFundsSelectedOption: 1,
    OtherSourceOfFunds: '',
    IsPIP: false,
    PurchaseMethod: 'Web Buy',
  };

  /** A unit trust debit order as the wizard builds it (widgets/buy-unit-trust/unit-trust.ts purchaseFields). */
  async function unitTrustBody(api: Api, token: string) {
    const member = zm.parse(
      productMemberSchema,
      (await api.get(`/v3/api/Products/WillChannel/productMember/${THANDI_PARTY_ID}`, { token })).body,
    );
    const bank = zm.parse(
      bankDetailSchema,
      (await api.get(`/V5/api/parties/${THANDI_PARTY_ID}/PartyBankDetails/latest`, { token })).body,
    );
    return {
      ...shared,
      IsDebit: true,
      FundChoices: [
        { FundCode: 'FGBAL', FundName: 'Balanced Fund', LumpSumAmount: 10000, MonthlyAmount: 500 },
      ],
      ConfirmedBankDetail: bank,
      Members: [member],
    };
  }

  it.each([
    [
      '/v4/api/buy/SecuredInvestment',
      {
        ...shared,
        Amount: 20000,
        ProductDescription: 'Fixed',
        InterestPayoutPercentage: 0,
        IsGrowthOption: true,
      },
    ],
    ['/v4/api/buy/TaxFreeInvestment', { ...shared, Amount: 10000, RecurringAmount: 0 }],
  ])('%s refuses an extra property by name; nothing is bought', async (path, body) => {
    const { api, sandbox } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    await expectRefusedByName(api.post(path, { token, json: { ...body, ...EXTRA } }), refusedExtra());
    await expectRefusedByName(
      api.post(path, {
        token,
        form: Object.fromEntries(
          Object.entries({ ...body, ...EXTRA }).map(([key, value]) => [key, String(value)]),
        ),
      }),
      refusedExtra(),
    );
    expect(sandbox.store.state.records.purchases).toHaveLength(0);
    expect((await api.post(path, { token, json: body })).status).toBe(200);
  });

  it('a unit trust refuses an extra property on the body, a fund choice, the bank details or a member', async () => {
    const { api, sandbox } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    const body = await unitTrustBody(api, token);
    const [fund] = body.FundChoices;
    const [member] = body.Members;
    const post = (json: unknown) => api.post('/v4/api/buy/UnitTrust/', { token, json });
    await expectRefusedByName(post({ ...body, ...EXTRA }), refusedExtra());
    await expectRefusedByName(
      post({ ...body, FundChoices: [{ ...fund, ...EXTRA }] }),
      refusedExtra('FundChoices.0'),
    );
    await expectRefusedByName(
      post({ ...body, ConfirmedBankDetail: { ...body.ConfirmedBankDetail, ...EXTRA } }),
      refusedExtra('ConfirmedBankDetail'),
    );
    await expectRefusedByName(
      post({ ...body, Members: [{ ...member, ...EXTRA }] }),
      refusedExtra('Members.0'),
    );
    expect(sandbox.store.state.records.purchases).toHaveLength(0);
    expect((await post(body)).status).toBe(200);
  });

  it('a unit trust refuses a member with a control character or an overlong name', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    const body = await unitTrustBody(api, token);
    const [member] = body.Members;
    const post = (json: unknown) => api.post('/v4/api/buy/UnitTrust/', { token, json });
    expect((await post({ ...body, Members: [{ ...member, Firstname: 'Thandi\u0000' }] })).status).toBe(400);
    expect((await post({ ...body, Members: [{ ...member, Surname: 'x'.repeat(101) }] })).status).toBe(400);
  });

  it('the contact form refuses an extra property by name and takes what the widget sends', async () => {
    const { api } = testSandbox();
    const request: ContactRequest = {
      ContactNo: '082 555 0143',
      EmailAddress: 'ayanda@example.co.za',
      FirstName: 'Ayanda',
      LastName: 'Zulu',
      Message: 'Please call me\nafter five.',
      clientID: 'GA1.2.3.4',
      PartyID: null,
      Product: 'Unit Trust',
      RecipientDepartment: 'Sales',
    };
    await expectRefusedByName(
      api.post('/v3/api/SignUp/ContactMe', { json: { ...request, ...EXTRA } }),
      refusedExtra(),
    );
    expect((await api.post('/v3/api/SignUp/ContactMe', { json: request })).status).toBe(200);
  });
});

describe('sign-up (POST /v4/api/parties/signup and register)', () => {
  // The wizard's own bodies (widgets/sign-up/lead.ts, sign-up-wizard.ts); a passport this time.
  const contact = contactOf({
    FirstName: 'Ayanda',
    LastName: 'Zulu',
    EmailAddress: 'ayanda.zulu@example.co.za',
  });
  const identity = identityOf({
    ...emptyIdentity('passport', ''),
    AllowMarketingConsent: false,
    CellPhone: '072 555 0111',
    PassportNumber: 'A1234567',
    PassportCountryID: '12',
    PassportIssueDate: '2020-01-10',
    PassportExpiryDate: '2030-01-09',
  });
  const steps: SignUpStepBody[] = [
    { Step: 1, ...contact },
    { Step: 2, ...contact, ...identity },
    { Step: 3, ...contact, ...identity, Password: 'Protea#2026' },
  ];
  const lead: SignUpLead = { ...contact, ...identity, Password: 'Protea#2026' };

  it.each(steps.map((step) => [step.Step, step] as const))(
    'step %s takes the wizard’s body and refuses an extra property by name',
    async (_step, body) => {
      const { api } = testSandbox();
      const taken = await api.post('/v4/api/parties/signup', { json: body });
      expect(taken.status).toBe(200);
      expect(taken.body.ValidationResult).toEqual([]);
      await expectRefusedByName(
        api.post('/v4/api/parties/signup', { json: { ...body, ...EXTRA } }),
        refusedExtra(),
      );
    },
  );

  it('step 1 refuses the later steps’ fields: the wizard sends only the contact details there', async () => {
    const { api } = testSandbox();
    const early = await api.post('/v4/api/parties/signup', { json: { Step: 1, ...contact, Password: 'x' } });
    expect(early.status).toBe(400);
    expect(early.body.ErrorDescription).toBe('Unrecognized key: "Password"');
  });

  it('register refuses an extra property by name, and creates nothing', async () => {
    const { api, sandbox } = testSandbox();
    const parties = sandbox.store.state.parties.size;
    await expectRefusedByName(
      api.post('/v4/api/parties/register', { json: { ...lead, ...EXTRA } }),
      refusedExtra(),
    );
    expect(sandbox.store.state.parties.size).toBe(parties);
    expect((await api.post('/v4/api/parties/register', { json: lead })).status).toBe(200);
  });
});
