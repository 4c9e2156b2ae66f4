import { Hono } from 'hono';
import { z } from 'zod';
import { assertOwnParty } from '../auth/guards';
import { productAttributes, productBankDetails, SUB_TYPE } from '../fixtures/product-attributes';
import { badRequest } from '../http/api-error';
import type { RouteDeps } from '../http/deps';
import type { SandboxEnv } from '../http/env';
import { partyIdField } from '../http/fields';
import { idempotency } from '../http/idempotency';
import { V3, V4 } from '../http/paths';
import { validBody, validQuery } from '../http/validate';
import type { ProductMember } from '../model/lookups';
import type { PurchaseRecord } from '../model/records';
import type { PartyState } from '../store';
import { appendBounded } from '../support/bounded';
import { formatRand } from '../support/format';
import { applyPurchase, assertMinimum } from '../support/purchases';
import { annualTaxFreeLimit, debitsLeftInTaxYear } from '../support/tax-year';
import { contactMeSchema, securedInvestmentSchema, taxFreeSchema, unitTrustSchema } from './buy-schemas';

const eftQuery = z.object({ partyId: partyIdField });

function attribute(subType: number, key: string): number {
  return Number(productAttributes[subType]?.[key] ?? 0);
}

function purchaseResponse(record: PurchaseRecord) {
  const { Request: _request, ...rest } = record;
  return rest;
}

/** Buy wizards' calls and the contact form (spec §7 buy and contact). */
export function buyRoutes({ store, guards, now }: RouteDeps) {
  const app = new Hono<SandboxEnv>();
  const { secure, currentParty } = guards;
  // One purchase per wizard run, whatever the network does (the client sends one key per run).
  const once = idempotency(now);

  function assertDebitPossible(party: PartyState, isDebit: boolean): void {
    if (isDebit && !store.state.bankDetails.some((detail) => detail.PartyID === party.account.partyId)) {
      throw badRequest('A debit order needs bank details on your profile.');
    }
  }

  app.get(`${V3}/Products/UnitTrust/eftdetails`, secure, (c) => {
    const { partyId } = validQuery(c, eftQuery);
    assertOwnParty(c, partyId);
    return c.json({ ...productBankDetails, Reference: `UT${partyId}` });
  });

  app.get(`${V3}/Products/WillChannel/productMember/:id{\\d+}`, secure, (c) => {
    assertOwnParty(c, c.req.param('id'));
    const { account, personal } = currentParty(c);
    const member: ProductMember = {
      ProductMemberID: Number(account.partyId) + 500_000,
      PartyID: account.partyId,
      Title: personal.Title,
      Firstname: personal.Firstname,
      Surname: personal.Surname,
      IdentityNumber: personal.IdentityNumber,
      DateOfBirth: personal.DateOfBirth,
      Gender: personal.Gender,
      EmailAddress: account.emailAddress,
      CellPhone: account.cellPhone,
      Relationship: 'Principal Member',
    };
    return c.json(member);
  });

  app.post(`${V4}/buy/SecuredInvestment`, secure, once, async (c) => {
    const body = await validBody(c, securedInvestmentSchema);
    assertOwnParty(c, body.PartyID);
    const party = currentParty(c);
    const minimum = attribute(SUB_TYPE.securedInvestment, 'MinimumInvestmentAmount');
    if (body.Amount < minimum) throw badRequest(`The minimum investment amount is ${formatRand(minimum)}.`);
    assertDebitPossible(party, body.IsDebit);
    const record = applyPurchase(store, party, {
      product: 'SecuredInvestment',
      amount: body.Amount,
      recurringAmount: 0,
      isDebit: body.IsDebit,
      request: body,
    });
    return c.json(purchaseResponse(record));
  });

  app.post(`${V4}/buy/TaxFreeInvestment`, secure, once, async (c) => {
    const body = await validBody(c, taxFreeSchema);
    assertOwnParty(c, body.PartyID);
    const party = currentParty(c);
    assertMinimum(body.Amount, attribute(SUB_TYPE.taxFree, 'MinimumLumpSumInvestmentAmount'), 'lump sum');
    assertMinimum(
      body.RecurringAmount,
      attribute(SUB_TYPE.taxFree, 'MinimumMonthlyContributionInvestmentAmount'),
      'monthly contribution',
    );
    if (body.RecurringAmount > 0 && !body.IsDebit) {
      throw badRequest('A monthly contribution is collected by debit order.');
    }
    // Spec §5: the lump sum plus the monthly debits still run this tax year (the first on the 1st of next month).
    const planned = body.Amount + debitsLeftInTaxYear(now()) * body.RecurringAmount;
    const remaining = Math.max(annualTaxFreeLimit(now()) - party.taxFreeContributions, 0);
    if (planned > remaining) {
      throw badRequest(
        `The contribution exceeds your remaining tax-free allowance of ${formatRand(remaining)}.`,
      );
    }
    assertDebitPossible(party, body.IsDebit);
    const record = applyPurchase(store, party, {
      product: 'TaxFreeInvestment',
      amount: body.Amount,
      recurringAmount: body.RecurringAmount,
      isDebit: body.IsDebit,
      request: body,
    });
    party.taxFreeContributions += planned;
    return c.json(purchaseResponse(record));
  });

  app.post(`${V4}/buy/UnitTrust`, secure, once, async (c) => {
    const body = await validBody(c, unitTrustSchema);
    assertOwnParty(c, body.PartyID);
    const party = currentParty(c);
    // The minimums are per fund, as unit trust managers set them: each fund is a holding of its own.
    for (const choice of body.FundChoices) {
      assertMinimum(
        choice.LumpSumAmount,
        attribute(SUB_TYPE.unitTrust, 'MinimumLumpSumInvestmentAmount'),
        `lump sum per fund (${choice.FundCode})`,
      );
      assertMinimum(
        choice.MonthlyAmount,
        attribute(SUB_TYPE.unitTrust, 'MinimumMonthlyContributionInvestmentAmount'),
        `monthly contribution per fund (${choice.FundCode})`,
      );
    }
    const lumpSum = body.FundChoices.reduce((sum, choice) => sum + choice.LumpSumAmount, 0);
    const monthly = body.FundChoices.reduce((sum, choice) => sum + choice.MonthlyAmount, 0);
    if (body.IsDebit && !body.ConfirmedBankDetail) {
      throw badRequest('Please confirm your bank details for the debit order.');
    }
    const record = applyPurchase(store, party, {
      product: 'UnitTrust',
      amount: lumpSum,
      recurringAmount: monthly,
      isDebit: body.IsDebit,
      request: body,
    });
    return c.json(purchaseResponse(record));
  });

  app.post(`${V3}/SignUp/ContactMe`, async (c) => {
    const body = await validBody(c, contactMeSchema);
    const id = store.nextId();
    appendBounded(store.state.records.contactRequests, {
      ContactRequestID: id,
      ContactNo: body.ContactNo,
      EmailAddress: body.EmailAddress || null,
      FirstName: body.FirstName ?? null,
      LastName: body.LastName ?? null,
      Message: body.Message ?? null,
      Product: body.Product ?? null,
      RecipientDepartment: body.RecipientDepartment ?? null,
      PartyID: body.PartyID || null,
      clientID: body.clientID ?? null,
      CreatedDate: store.timestamp(),
    });
    return c.json({
      ContactRequestID: id,
      Status: 'Received',
      Message: 'Your request was submitted successfully',
    });
  });

  return app;
}
