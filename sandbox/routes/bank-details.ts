import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { newBankDetailBodySchema } from '../../src/api/request-bodies';
import { BRANCH_CODE_MESSAGES, findBranch } from '../../src/domain/bank-branch';
import { bankBranches, banks } from '../fixtures/lookups';
import { notFound } from '../http/api-error';
import type { RouteDeps } from '../http/deps';
import type { SandboxEnv } from '../http/env';
import type { ReadingOf } from '../http/fields';
import { boolField, nameField } from '../http/fields';
import { V3, V4, V5 } from '../http/paths';
import { validBody, validQuery } from '../http/validate';
import type { BankDetail } from '../model/party';
import { recordProfileUpdate } from '../support/account-changes';

const bankDetailFields = z.strictObject({
  AccountHolderName: nameField('AccountHolderName', 'AccountHolderName is required'),
  BankName: z
    .string()
    .trim()
    .refine(
      (name) => banks.some((bank) => bank.BankName.toLowerCase() === name.toLowerCase()),
      'BankName is not a known bank',
    ),
  AccountNumber: z
    .string()
    .trim()
    .regex(/^\d{6,16}$/, 'AccountNumber must be 6 to 16 digits'),
  BranchCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'BranchCode must be 6 digits'),
  // Not sent by the portal (it has no account type field): read for other clients, Cheque by default.
  AccountType: z.enum(['Cheque', 'Savings', 'Transmission']).default('Cheque'),
} satisfies ReadingOf<typeof newBankDetailBodySchema, 'AccountType'>);

/**
 * A bank account to save: its branch code must be one of the named bank's branches (src/domain/bank-branch).
 * @internal
 */
export const bankDetailSchema = bankDetailFields.superRefine((detail, context) => {
  const bank = banks.find((candidate) => candidate.BankName.toLowerCase() === detail.BankName.toLowerCase());
  if (bank && !findBranch(bankBranches, bank.BankID, detail.BranchCode)) {
    context.addIssue({ code: 'custom', path: ['BranchCode'], message: BRANCH_CODE_MESSAGES.unknown });
  }
});

const maskedQuery = z.object({ masked: boolField.default(false) });

const NO_BANK_DETAILS = 'No bank details found for this party.';

function maskAccountNumber(accountNumber: string): string {
  return `${'*'.repeat(Math.max(accountNumber.length - 4, 0))}${accountNumber.slice(-4)}`;
}

/** Bank details (v3 profile, v4 latest, v5) and the bank and branch lookups. */
export function bankDetailsRoutes({ store, guards }: RouteDeps) {
  const app = new Hono<SandboxEnv>();
  const { secure, currentParty } = guards;

  const ofParty = (c: Context<SandboxEnv>) =>
    store.state.bankDetails.filter((detail) => detail.PartyID === currentParty(c).account.partyId);

  function latest(c: Context<SandboxEnv>): BankDetail {
    const found = ofParty(c).at(-1);
    if (!found) throw notFound(NO_BANK_DETAILS);
    return found;
  }

  async function create(c: Context<SandboxEnv>): Promise<BankDetail> {
    const body = await validBody(c, bankDetailSchema);
    const party = currentParty(c);
    const detail: BankDetail = {
      PartyBankDetailID: store.nextId(),
      PartyID: party.account.partyId,
      ...body,
      IsVerified: false,
      CreatedDate: store.timestamp(),
    };
    store.state.bankDetails.push(detail);
    recordProfileUpdate(store, party, 'BankDetails', detail);
    return detail;
  }

  async function update(c: Context<SandboxEnv>, target: BankDetail): Promise<BankDetail> {
    const body = await validBody(c, bankDetailSchema);
    Object.assign(target, body, { IsVerified: false });
    recordProfileUpdate(store, currentParty(c), 'BankDetails', target);
    return target;
  }

  app.get(`${V3}/Parties/:partyId{\\d+}/PartyBankDetails`, secure, (c) => c.json(ofParty(c)));
  app.get(`${V3}/profile/:partyId{\\d+}/PartyBankDetails`, secure, (c) => c.json(latest(c)));
  app.post(`${V3}/profile/:partyId{\\d+}/PartyBankDetails`, secure, async (c) =>
    c.json(await update(c, latest(c))),
  );
  app.post(`${V3}/profile/:partyId{\\d+}/AddPartyBankDetails`, secure, async (c) =>
    c.json(await create(c), 201),
  );

  app.get(`${V4}/parties/:partyId{\\d+}/bankdetails/latest`, secure, (c) => {
    const { masked } = validQuery(c, maskedQuery);
    const detail = latest(c);
    return c.json(masked ? { ...detail, AccountNumber: maskAccountNumber(detail.AccountNumber) } : detail);
  });

  app.get(`${V5}/parties/:partyId{\\d+}/PartyBankDetails/latest`, secure, (c) => c.json(latest(c)));
  app.post(`${V5}/parties/:partyId{\\d+}/PartyBankDetails`, secure, async (c) =>
    c.json(await create(c), 201),
  );
  app.put(`${V5}/parties/:partyId{\\d+}/PartyBankDetails/:id{\\d+}`, secure, async (c) => {
    const target = ofParty(c).find((detail) => detail.PartyBankDetailID === Number(c.req.param('id')));
    if (!target) throw notFound('No bank details with that id for this party.');
    return c.json(await update(c, target));
  });

  app.get(`${V3}/banks/all`, secure, (c) => c.json(banks));

  app.get(`${V3}/BankBranches/filteredbycode/:bank/:code`, secure, (c) => {
    const bankParam = c.req.param('bank').toLowerCase();
    const bank = banks.find(
      (candidate) => String(candidate.BankID) === bankParam || candidate.BankName.toLowerCase() === bankParam,
    );
    if (!bank) throw notFound('Unknown bank.');
    const code = c.req.param('code');
    return c.json(
      bankBranches.filter((branch) => branch.BankID === bank.BankID && branch.BranchCode.startsWith(code)),
    );
  });

  return app;
}
