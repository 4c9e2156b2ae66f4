import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { addRand } from '../../src/domain/money';
import { numericAttribute } from '../../src/domain/product-attributes';
import {
  type PurchaseFacts,
  type PurchaseRefusal,
  securedInvestmentRefusals,
  taxFreeRefusals,
  unitTrustRefusals,
} from '../../src/domain/purchase-rules';
import { taxFreeAllowance } from '../../src/domain/tax-free-allowance';
import { assertOwnParty } from '../auth/guards';
import { countries } from '../fixtures/lookups';
import { productBankDetails, SUB_TYPE, unitTrustFunds } from '../fixtures/product-attributes';
import { badRequest } from '../http/api-error';
import { clientAddress } from '../http/client-address';
import type { RouteDeps } from '../http/deps';
import type { SandboxEnv } from '../http/env';
import { partyIdField } from '../http/fields';
import { idempotency } from '../http/idempotency';
import { V3, V4 } from '../http/paths';
import { enforce } from '../http/throttle';
import { validBody, validQuery } from '../http/validate';
import type { ProductMember } from '../model/lookups';
import type { PurchaseRecord } from '../model/records';
import type { PartyState } from '../store';
import { appendBounded } from '../support/bounded';
import { attributeList, attributeValuesFor } from '../support/product-attribute-values';
import { applyPurchase } from '../support/purchases';
import { contactMeSchema, securedInvestmentSchema, taxFreeSchema, unitTrustSchema } from './buy-schemas';

const eftQuery = z.object({ partyId: partyIdField });

function purchaseResponse(record: PurchaseRecord) {
  const { Request: _request, ...rest } = record;
  return rest;
}

/** The first refusal as the API's error body, naming the field (`PropertyName`) so the wizard can point at it. */
function refuse(refusals: readonly PurchaseRefusal[]): void {
  const [first] = refusals;
  if (first) throw badRequest(first.message, { PropertyName: first.field });
}

/** The customer's product member, as `WillChannel/productMember` answers and a unit trust post must carry. */
function productMemberOf({ account, personal }: PartyState): ProductMember {
  return {
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
}

/** The identifying fields of a member, which must be the customer's own. */
const MEMBER_KEYS = ['ProductMemberID', 'PartyID', 'Firstname', 'Surname', 'IdentityNumber'] as const;

/** Buy wizards' calls and the contact form (spec §7 buy and contact). */
export function buyRoutes({ store, guards, now, idempotencyKeys, throttles }: RouteDeps) {
  const app = new Hono<SandboxEnv>();
  const { secure, currentParty } = guards;
  // One purchase per wizard run, whatever the network does (the client sends one key per run).
  const once = idempotency(now, idempotencyKeys);

  const bankDetailsOf = (party: PartyState) =>
    store.state.bankDetails.filter((detail) => detail.PartyID === party.account.partyId);

  /** What a purchase is judged against: the same attributes the wizard read, and what is on record. */
  function factsFor(party: PartyState, subType: number): PurchaseFacts {
    const values = attributeValuesFor(store, subType, party.account.partyId, now()) ?? {};
    return {
      attributes: attributeList(values),
      today: new Date(now()),
      hasBankDetails: bankDetailsOf(party).length > 0,
      countryIds: countries.map((country) => country.CountryID),
    };
  }

  function ownParty(c: Context<SandboxEnv>, partyId: string): PartyState {
    assertOwnParty(c, partyId);
    return currentParty(c);
  }

  app.get(`${V3}/Products/UnitTrust/eftdetails`, secure, (c) => {
    const { partyId } = validQuery(c, eftQuery);
    assertOwnParty(c, partyId);
    return c.json({ ...productBankDetails, Reference: `UT${partyId}` });
  });

  app.get(`${V3}/Products/WillChannel/productMember/:id{\\d+}`, secure, (c) => {
    assertOwnParty(c, c.req.param('id'));
    return c.json(productMemberOf(currentParty(c)));
  });

  app.post(`${V4}/buy/SecuredInvestment`, secure, once, async (c) => {
    const body = await validBody(c, securedInvestmentSchema);
    const party = ownParty(c, body.PartyID);
    refuse(
      securedInvestmentRefusals(
        {
          amount: body.Amount,
          isDebit: body.IsDebit,
          countryOfTaxResidenceId: body.CountryOfTaxResidenceID,
          interestPayoutPercentage: body.InterestPayoutPercentage,
          isGrowthOption: body.IsGrowthOption,
        },
        factsFor(party, SUB_TYPE.securedInvestment),
      ),
    );
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
    const party = ownParty(c, body.PartyID);
    const facts = factsFor(party, SUB_TYPE.taxFree);
    const remainingWithUs = numericAttribute(facts.attributes, 'TaxFreeContributionsRemaining') ?? 0;
    const purchase = {
      lumpSum: body.Amount,
      monthly: body.RecurringAmount,
      isDebit: body.IsDebit,
      countryOfTaxResidenceId: body.CountryOfTaxResidenceID,
    };
    refuse(taxFreeRefusals(purchase, { ...facts, remainingWithUs }));
    const record = applyPurchase(store, party, {
      product: 'TaxFreeInvestment',
      amount: body.Amount,
      recurringAmount: body.RecurringAmount,
      isDebit: body.IsDebit,
      request: body,
    });
    // What this purchase adds to the tax year: the lump sum and the debits still to run (spec §5).
    const plan = taxFreeAllowance({ ...purchase, today: facts.today, remainingWithUs, elsewhere: 0 });
    party.taxFreeContributions = addRand(party.taxFreeContributions, plan.adding);
    return c.json(purchaseResponse(record));
  });

  app.post(`${V4}/buy/UnitTrust`, secure, once, async (c) => {
    const body = await validBody(c, unitTrustSchema);
    const party = ownParty(c, body.PartyID);
    refuse(
      unitTrustRefusals(
        {
          choices: body.FundChoices.map((choice) => ({
            fundCode: choice.FundCode,
            fundName: unitTrustFunds.find((fund) => fund.FundCode === choice.FundCode)?.FundName,
            lumpSum: choice.LumpSumAmount,
            monthly: choice.MonthlyAmount,
          })),
          isDebit: body.IsDebit,
          countryOfTaxResidenceId: body.CountryOfTaxResidenceID,
        },
        factsFor(party, SUB_TYPE.unitTrust),
      ),
    );
    // The debit order is drawn on the bank details on record, which the customer confirmed as they are now.
    const latest = bankDetailsOf(party).at(-1);
    const confirmed = body.ConfirmedBankDetail;
    if (
      body.IsDebit &&
      (typeof confirmed !== 'object' ||
        confirmed === null ||
        confirmed.AccountNumber !== latest?.AccountNumber ||
        confirmed.BranchCode !== latest?.BranchCode)
    ) {
      throw badRequest('Please confirm your bank details for the debit order.', {
        PropertyName: 'ConfirmedBankDetail',
      });
    }
    // The member is the customer's own, as WillChannel/productMember gives it to the wizard.
    const own = productMemberOf(party);
    const members = body.Members;
    if (
      members.length !== 1 ||
      MEMBER_KEYS.some((key) => String(members[0]?.[key] ?? '') !== String(own[key]))
    ) {
      throw badRequest('The product member must be you.', { PropertyName: 'Members' });
    }
    const record = applyPurchase(store, party, {
      product: 'UnitTrust',
      amount: addRand(...body.FundChoices.map((choice) => choice.LumpSumAmount)),
      recurringAmount: addRand(...body.FundChoices.map((choice) => choice.MonthlyAmount)),
      isDebit: body.IsDebit,
      request: body,
    });
    return c.json(purchaseResponse(record));
  });

  app.post(`${V3}/SignUp/ContactMe`, async (c) => {
    const body = await validBody(c, contactMeSchema);
    // Each request is a call for the sales team to make, and needs no token: a few per address.
    enforce(throttles.contactRequests, clientAddress(c));
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
