import { Hono } from 'hono';
import { z } from 'zod';
import { assertOwnParty } from '../auth/guards';
import { badRequest } from '../http/api-error';
import type { RouteDeps } from '../http/deps';
import type { SandboxEnv } from '../http/env';
import { intField } from '../http/fields';
import { okResult } from '../http/ok-result';
import { V4 } from '../http/paths';
import { readBody } from '../http/read-body';
import { validate, validBody, validQuery } from '../http/validate';
import {
  changeEmailAddress,
  changePassword,
  updateIdentityNumber,
  updatePersonalDetails,
} from '../support/account-changes';
import { parseSaId } from '../support/sa-id';
import {
  emailAddressChangeSchema,
  identityNumberSchema,
  passwordChangeSchema,
  personalDetailsSchema,
} from './profile-schemas';

const referenceCodeQuery = z.object({ type: z.string().trim().min(1, 'type is required') });
const actionQuery = z.object({ action: z.string().trim().min(1, 'action is required') });
const reminderQuery = z.object({ deviceTypeId: intField.pipe(z.number().int().min(1)) });
const anyObject = z.record(z.string(), z.unknown(), 'The request body must be a JSON object');
/** Longest message a help request (My Profile, Help) may carry. */
const MESSAGE_REQUEST_MAX_LENGTH = 2000;
const messageRequestSchema = z.looseObject({
  Message: z
    .string('Message is required')
    .trim()
    .min(1, 'Message is required')
    .max(MESSAGE_REQUEST_MAX_LENGTH, `Message may be at most ${MESSAGE_REQUEST_MAX_LENGTH} characters`),
  Subject: z.string().trim().nullish(),
});

/** Parties (v4): party-scoped account, identity and activity calls (spec §7). */
export function partiesRoutes({ store, guards }: RouteDeps) {
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
    });
    return c.json(okResult('Your password has been updated.'));
  });

  app.put(`${party}/partyidentitynumber`, secure, async (c) => {
    const { IdentityNumber } = await validBody(c, identityNumberSchema);
    return c.json(updateIdentityNumber(store, currentParty(c), IdentityNumber, false));
  });

  app.put(`${party}/identitynumberautoupdate`, secure, async (c) => {
    const { IdentityNumber } = await validBody(c, identityNumberSchema);
    return c.json(updateIdentityNumber(store, currentParty(c), IdentityNumber, true));
  });

  app.get(`${party}/validateidentitynumberfull/:idNumber`, secure, (c) => {
    const idNumber = c.req.param('idNumber');
    const info = parseSaId(idNumber);
    const holder = info ? store.partyByIdentityNumber(idNumber) : undefined;
    return c.json({
      IdentityNumber: idNumber,
      IsValid: info !== null,
      DateOfBirth: info?.dateOfBirth ?? null,
      Gender: info?.gender ?? null,
      IsSACitizen: info?.isCitizen ?? null,
      IsInUse: holder !== undefined && holder !== currentParty(c),
    });
  });

  app.get(`${party}/partypersonaldetails`, secure, (c) => c.json(currentParty(c).personal));

  app.put(`${party}/partypersonaldetails`, secure, async (c) => {
    const body = await validBody(c, personalDetailsSchema);
    assertOwnParty(c, body.PartyID);
    return c.json(updatePersonalDetails(store, currentParty(c), body));
  });

  app.post(`${V4}/events/:partyId{\\d+}`, secure, async (c) => {
    const { action } = validQuery(c, actionQuery);
    const detail = validate(anyObject, await readBody(c));
    store.state.records.events.push(activity(currentParty(c).account.partyId, action, detail));
    return c.json(okResult(`Event ${action} recorded.`));
  });

  app.post(`${party}/messagerequests`, secure, async (c) => {
    const { action } = validQuery(c, actionQuery);
    const body = await validBody(c, messageRequestSchema);
    const record = activity(currentParty(c).account.partyId, action, body);
    store.state.records.messageRequests.push(record);
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
    store.state.records.availabilityReminders.push(record);
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
    store.state.records.documentRequirements.push(record);
    return c.json({
      DocumentRequirementInstanceID: record.ID,
      PartyID: account.partyId,
      OutstandingDocuments: outstanding,
      CreatedDate: record.CreatedDate,
    });
  });

  return app;
}
