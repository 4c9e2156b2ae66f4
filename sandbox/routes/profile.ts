import { Hono } from 'hono';
import { assertOwnParty } from '../auth/guards';
import { contactFields } from '../fixtures/profile';
import { badRequest } from '../http/api-error';
import type { RouteDeps } from '../http/deps';
import type { SandboxEnv } from '../http/env';
import { okResult } from '../http/ok-result';
import { V3 } from '../http/paths';
import { validBody } from '../http/validate';
import {
  changePassword,
  changeUsername,
  recordProfileUpdate,
  updatePersonalDetails,
} from '../support/account-changes';
import { countIdentityAsk } from '../support/identity-asks';
import {
  contactUpdateSchema,
  passwordChangeSchema,
  personalDetailsSchema,
  usernameChangeSchema,
} from './profile-schemas';

/** Profile (v3): personal and contact details, account settings (spec §7). */
export function profileRoutes({ store, guards, now, throttles }: RouteDeps) {
  const app = new Hono<SandboxEnv>();
  const { secure, currentParty } = guards;
  const party = `${V3}/Parties/:partyId{\\d+}`;

  app.get(party, secure, (c) => c.json(currentParty(c).personal));

  app.put(party, secure, async (c) => {
    const body = await validBody(c, personalDetailsSchema(now));
    assertOwnParty(c, body.PartyID);
    const owner = currentParty(c);
    countIdentityAsk(throttles, owner, body.IdentityNumber);
    return c.json(updatePersonalDetails(store, owner, body));
  });

  app.get(`${party}/PartyContactDetails`, secure, (c) => c.json(currentParty(c).contacts));

  app.get(`${party}/contactfields`, secure, (c) => c.json(contactFields));

  app.post(`${party}/UpdatePartyContactDetails`, secure, async (c) => {
    const updates = await validBody(c, contactUpdateSchema);
    const owner = currentParty(c);
    for (const update of updates) {
      const field = contactFields.find(
        (candidate) => candidate.ContactFieldNameID === update.ContactFieldNameID,
      );
      if (!field) throw badRequest(`Unknown ContactFieldNameID ${update.ContactFieldNameID}.`);
      const existing = owner.contacts.find(
        (contact) => contact.ContactFieldNameID === field.ContactFieldNameID,
      );
      if (existing) existing.FieldData = update.FieldData;
      else owner.contacts.push({ ...field, FieldData: update.FieldData });
    }
    recordProfileUpdate(store, owner, 'ContactDetails', updates);
    return c.json(owner.contacts);
  });

  app.get(`${party}/PartyAuthentication`, secure, (c) => {
    const { account } = currentParty(c);
    return c.json({
      PartyID: account.partyId,
      UserName: account.username,
      IsActivated: account.isActivated,
      LoginCount: account.loginCount,
      LastLoginDate: account.lastLoginDate,
    });
  });

  app.put(`${V3}/Profile/:partyId{\\d+}/profile/password`, secure, async (c) => {
    const body = await validBody(c, passwordChangeSchema);
    changePassword(store, currentParty(c), {
      current: body.Password,
      next: body.NewPassword,
      sessionId: c.get('claims').sid,
      logins: throttles.logins,
    });
    return c.json(okResult('Your password has been updated.'));
  });

  app.put(`${V3}/Profile/:partyId{\\d+}/profile/username`, secure, async (c) => {
    const body = await validBody(c, usernameChangeSchema);
    changeUsername(store, currentParty(c), {
      username: body.UserName,
      password: body.Password,
      sessionId: c.get('claims').sid,
      logins: throttles.logins,
    });
    return c.json(okResult('Your username has been updated.'));
  });

  app.get(`${V3}/Signup/findbyusername/:username`, secure, (c) => {
    const found = store.partyByUsername(c.req.param('username'));
    return c.json({
      UserName: c.req.param('username'),
      Exists: found !== undefined,
    });
  });

  return app;
}
