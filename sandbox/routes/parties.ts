import { Hono } from 'hono';
import { z } from 'zod';
import type { helpRequestBodySchema, loginEventBodySchema } from '../../src/api/request-bodies';
import { MESSAGE_RULE, NAME_RULE, SUBJECT_RULE } from '../../src/domain/text-rules';
import { assertOwnParty } from '../auth/guards';
import { badRequest } from '../http/api-error';
import type { RouteDeps } from '../http/deps';
import type { SandboxEnv } from '../http/env';
import type { ReadingOf } from '../http/fields';
import { intField, partyIdField, ruledText, strictBody } from '../http/fields';
import { okResult } from '../http/ok-result';
import { V4 } from '../http/paths';
import { enforce } from '../http/throttle';
import { validBody, validQuery } from '../http/validate';
import type { PartyState } from '../store';
import {
  changeEmailAddress,
  changePassword,
  updateIdentityNumber,
  updatePersonalDetails,
} from '../support/account-changes';
import { appendBounded } from '../support/bounded';
import { countIdentityAsk } from '../support/identity-asks';
import { parseSaId } from '../support/sa-id';
import {
  emailAddressChangeSchema,
  identityNumberSchema,
  passwordChangeSchema,
  personalDetailsSchema,
} from './profile-schemas';

/** A query parameter naming a kind or an action: a short word or two, not a place to store data. */
function queryWord(name: string) {
  return z
    .string(`${name} is required`)
    .trim()
    .min(1, `${name} is required`)
    .max(QUERY_WORD_MAX, `${name} may be at most ${QUERY_WORD_MAX} characters`)
    .regex(/^[A-Za-z][A-Za-z0-9 _-]*$/, `${name} must be letters, digits, spaces, _ or -`);
}
const QUERY_WORD_MAX = 50;
const referenceCodeQuery = z.object({ type: queryWord('type') });
const actionQuery = z.object({ action: queryWord('action') });
const reminderQuery = z.object({ deviceTypeId: intField.pipe(z.number().int().min(1).max(1000)) });
/**
 * What the portal sends with an event (party-activity.ts), and nothing else.
 * @internal
 */
export const eventSchema = strictBody({
  PartyID: partyIdField.nullish(),
  Action: ruledText('Action', NAME_RULE).nullish(),
  Channel: ruledText('Channel', NAME_RULE).nullish(),
} satisfies ReadingOf<typeof loginEventBodySchema>);
/**
 * A help request (My Profile, Help): the shared rules of src/domain/text-rules.ts, nothing else.
 * @internal
 */
export const messageRequestSchema = strictBody({
  Message: ruledText('Message', MESSAGE_RULE, 'Message is required').pipe(
    z.string().min(1, 'Message is required'),
  ),
  Subject: ruledText('Subject', SUBJECT_RULE).nullish(),
} satisfies ReadingOf<typeof helpRequestBodySchema>);

/** Parties (v4): party-scoped account, identity and activity calls (spec §7). */
export function partiesRoutes({ store, guards, now, throttles }: RouteDeps) {
  const app = new Hono<SandboxEnv>();
  const { secure, currentParty } = guards;
  const party = `${V4}/parties/:partyId{\\d+}`;

  function activity(partyId: string, kind: string, detail: unknown) {
    const record = {
      ID: store.nextId(),
      PartyID: partyId,
      Kind: kind,
      Detail: detail,
      CreatedDate: store.timestamp(),
    };
    return record;
  }

  app.get(`${party}/referenceCode`, secure, (c) => {
    const { type } = validQuery(c, referenceCodeQuery);
    if (type.toLowerCase() !== 'mobile referral') throw badRequest(`Unknown reference code type '${type}'.`);
    const { account } = currentParty(c);
    return c.json({ PartyID: account.partyId, Type: 'Mobile Referral', ReferenceCode: account.referralCode });
  });

  app.put(`${party}/partyemailaddress`, secure, async (c) => {
    const { EmailAddress } = await validBody(c, emailAddressChangeSchema);
    changeEmailAddress(store, currentParty(c), EmailAddress);
    return c.json(okResult('Your email address has been updated.'));
  });

  app.put(`${party}/partypassword`, secure, async (c) => {
    const body = await validBody(c, passwordChangeSchema);
    changePassword(store, currentParty(c), {
      current: body.Password,
      next: body.NewPassword,
      sessionId: c.get('claims').sid,
      logins: throttles.logins,
    });
    return c.json(okResult('Your password has been updated.'));
  });

  app.put(`${party}/partyidentitynumber`, secure, async (c) => {
    const { IdentityNumber } = await validBody(c, identityNumberSchema);
    const owner = currentParty(c);
    countIdentityAsk(throttles, owner, IdentityNumber);
    return c.json(updateIdentityNumber(store, owner, IdentityNumber, false));
  });

  app.put(`${party}/identitynumberautoupdate`, secure, async (c) => {
    const { IdentityNumber } = await validBody(c, identityNumberSchema);
    const owner = currentParty(c);
    countIdentityAsk(throttles, owner, IdentityNumber);
    return c.json(updateIdentityNumber(store, owner, IdentityNumber, true));
  });

  /**
   * The full check (src/domain/sa-id-number.ts). It never says whether another account holds a number:
   * a signed-in party hears `IsInUse: false` for every number (its own is not in use by another; any
   * other is answered as if free, the change itself refusing a taken one), sign-up (party 0) `null`.
   */
  function identityCheck(idNumber: string, asker: PartyState | undefined) {
    const info = parseSaId(idNumber, new Date(now()));
    return {
      IdentityNumber: idNumber,
      IsValid: info !== null,
      DateOfBirth: info?.dateOfBirth ?? null,
      Gender: info?.gender ?? null,
      IsSACitizen: info?.isCitizen ?? null,
      IsInUse: asker ? false : null,
    };
  }

  // Sign-up asks before there is a party: party 0, without a token (spec §6: sign-up calls carry none).
  app.get(`${V4}/parties/0/validateidentitynumberfull/:idNumber`, (c) =>
    c.json(identityCheck(c.req.param('idNumber'), undefined)),
  );
  app.get(`${party}/validateidentitynumberfull/:idNumber`, secure, (c) => {
    const asker = currentParty(c);
    countIdentityAsk(throttles, asker, c.req.param('idNumber'));
    return c.json(identityCheck(c.req.param('idNumber'), asker));
  });

  app.get(`${party}/partypersonaldetails`, secure, (c) => c.json(currentParty(c).personal));

  app.put(`${party}/partypersonaldetails`, secure, async (c) => {
    const body = await validBody(c, personalDetailsSchema(now));
    assertOwnParty(c, body.PartyID);
    const owner = currentParty(c);
    countIdentityAsk(throttles, owner, body.IdentityNumber);
    return c.json(updatePersonalDetails(store, owner, body));
  });

  app.post(`${V4}/events/:partyId{\\d+}`, secure, async (c) => {
    const { action } = validQuery(c, actionQuery);
    const detail = await validBody(c, eventSchema);
    const partyId = currentParty(c).account.partyId;
    enforce(throttles.eventsPerSession, c.get('claims').sid);
    enforce(throttles.eventsPerParty, partyId);
    appendBounded(store.state.records.events, activity(partyId, action, detail));
    return c.json(okResult(`Event ${action} recorded.`));
  });

  app.post(`${party}/messagerequests`, secure, async (c) => {
    const { action } = validQuery(c, actionQuery);
    const body = await validBody(c, messageRequestSchema);
    const partyId = currentParty(c).account.partyId;
    // Each request reaches the support team: a party may send a few an hour, not a flood.
    enforce(throttles.helpRequests, partyId);
    const record = activity(partyId, action, body);
    appendBounded(store.state.records.messageRequests, record);
    return c.json({
      MessageRequestID: record.ID,
      Action: action,
      Status: 'Received',
      Message: 'We have received your request and will get back to you soon.',
      CreatedDate: record.CreatedDate,
    });
  });

  app.post(`${party}/availabilityreminders`, secure, (c) => {
    const { deviceTypeId } = validQuery(c, reminderQuery);
    const record = activity(currentParty(c).account.partyId, 'AvailabilityReminder', {
      DeviceTypeID: deviceTypeId,
    });
    appendBounded(store.state.records.availabilityReminders, record);
    return c.json({
      AvailabilityReminderID: record.ID,
      DeviceTypeID: deviceTypeId,
      CreatedDate: record.CreatedDate,
    });
  });

  app.post(`${party}/createdocumentrequirementinstance`, secure, (c) => {
    const { account } = currentParty(c);
    const outstanding = store.state.documents.some((doc) => doc.PartyID === account.partyId)
      ? []
      : ['Identity Document', 'Proof of Residence'];
    const record = activity(account.partyId, 'DocumentRequirementInstance', { Outstanding: outstanding });
    appendBounded(store.state.records.documentRequirements, record);
    return c.json({
      DocumentRequirementInstanceID: record.ID,
      PartyID: account.partyId,
      OutstandingDocuments: outstanding,
      CreatedDate: record.CreatedDate,
    });
  });

  return app;
}
