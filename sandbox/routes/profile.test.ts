import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  NEW_USER_PARTY_ID,
  SIPHO_USERNAME,
  THANDI_PARTY_ID,
  THANDI_USERNAME,
} from '../fixtures/ids';
import type { ContactDetail, PersonalDetails } from '../model/party';
import type { EmailRecord } from '../model/records';
import { testSandbox } from '../testing/api-client';

const v3 = `/v3/api/Parties/${THANDI_PARTY_ID}`;
const v4 = `/v4/api/parties/${THANDI_PARTY_ID}`;

describe('profile (v3) and party details (v4)', () => {
  let api: ReturnType<typeof testSandbox>['api'];
  let token: string;

  beforeEach(async () => {
    ({ api } = testSandbox());
    token = await api.tokenOf(THANDI_USERNAME);
  });

  it('reads personal details with a Luhn-valid SA id', async () => {
    const { status, body } = await api.get<PersonalDetails>(v3, { token });
    expect(status).toBe(200);
    expect(body).toEqual({
      PartyID: THANDI_PARTY_ID,
      Title: 'Ms',
      Firstname: 'Thandi',
      Surname: 'Mokoena',
      IdentityNumber: '8804120123085',
      IsIdentitySA: true,
      Gender: 'F',
      DateOfBirth: '1988-04-12T00:00:00',
      AllowMarketingConsent: true,
    });
    expect((await api.get(`${v4}/partypersonaldetails`, { token })).body).toEqual(body);
  });

  it('saves personal details and shows them on the next read (v3 and v4)', async () => {
    const current = (await api.get<PersonalDetails>(v3, { token })).body;
    const saved = await api.put(v3, {
      token,
      json: { ...current, Title: 'Dr', AllowMarketingConsent: false },
    });
    expect(saved.status).toBe(200);
    expect((await api.get(v3, { token })).body).toMatchObject({ Title: 'Dr', AllowMarketingConsent: false });
    await api.put(`${v4}/partypersonaldetails`, { token, json: { ...current, Surname: 'Mokoena-Nkosi' } });
    expect((await api.get(v3, { token })).body).toMatchObject({ Surname: 'Mokoena-Nkosi' });
  });

  it('rejects invalid personal details with the profile messages', async () => {
    const current = (await api.get<PersonalDetails>(v3, { token })).body;
    const noName = await api.put(v3, { token, json: { ...current, Firstname: ' ' } });
    expect(noName.status).toBe(400);
    expect(noName.body.ErrorDescription).toBe('Firstname: Your first name is required');
    const badId = await api.put(v3, { token, json: { ...current, IdentityNumber: '8804120123086' } });
    expect(badId.body).toMatchObject({ StatusCode: 400, ErrorDescription: 'Not a valid SA ID Number' });
    const badTitle = await api.put(v3, { token, json: { ...current, Title: 'Captain' } });
    expect(badTitle.status).toBe(400);
  });

  it('lists contact details and fields, and stores contact updates', async () => {
    const contacts = await api.get<ContactDetail[]>(`${v3}/PartyContactDetails`, { token });
    expect(contacts.body.map((contact) => contact.ContactFieldName)).toContain('Expo Push');
    const fields = await api.get<unknown[]>(`${v3}/contactfields`, { token });
    expect(fields.body.length).toBeGreaterThan(5);
    const update = await api.post(`${v3}/UpdatePartyContactDetails`, {
      token,
      json: [{ ContactFieldNameID: 10, FieldData: '082 555 0999' }],
    });
    expect(update.status).toBe(200);
    const after = await api.get<ContactDetail[]>(`${v3}/PartyContactDetails`, { token });
    expect(after.body.find((contact) => contact.ContactFieldNameID === 10)?.FieldData).toBe('082 555 0999');
    const unknown = await api.post(`${v3}/UpdatePartyContactDetails`, {
      token,
      json: [{ ContactFieldNameID: 99, FieldData: 'x' }],
    });
    expect(unknown.status).toBe(400);
  });

  it('changes the username after checking it is free; the next login uses it', async () => {
    const taken = await api.get(`/v3/api/Signup/findbyusername/${SIPHO_USERNAME}/`, { token });
    expect(taken.body).toEqual({ UserName: SIPHO_USERNAME, Exists: true });
    const clash = await api.put(`/v3/api/Profile/${THANDI_PARTY_ID}/profile/username`, {
      token,
      json: { UserName: SIPHO_USERNAME, Password: 'Sandbox#2026' },
    });
    expect(clash.body).toMatchObject({ StatusCode: 400, ErrorDescription: 'The username already exists.' });
    const changed = await api.put(`/v3/api/Profile/${THANDI_PARTY_ID}/profile/username`, {
      token,
      json: { UserName: 'thandi.m@example.co.za', Password: 'Sandbox#2026' },
    });
    expect(changed.status).toBe(200);
    expect((await api.login('thandi.m@example.co.za')).status).toBe(200);
    expect((await api.login(THANDI_USERNAME)).status).toBe(401);
    expect((await api.get(`${v3}/PartyAuthentication`, { token })).body).toMatchObject({
      UserName: 'thandi.m@example.co.za',
    });
  });

  it('changes the password with the current one (v3 and v4)', async () => {
    const wrong = await api.put(`/v3/api/Profile/${THANDI_PARTY_ID}/profile/password`, {
      token,
      json: { Password: 'nope', NewPassword: 'Baobab#2027' },
    });
    expect(wrong.status).toBe(400);
    const weak = await api.put(`/v3/api/Profile/${THANDI_PARTY_ID}/profile/password`, {
      token,
      json: { Password: 'Sandbox#2026', NewPassword: 'short' },
    });
    expect(weak.status).toBe(400);
    const changed = await api.put(`${v4}/partypassword`, {
      token,
      json: { Password: 'Sandbox#2026', NewPassword: 'Baobab#2027' },
    });
    expect(changed.status).toBe(200);
    expect((await api.login(THANDI_USERNAME, 'Baobab#2027')).status).toBe(200);
  });

  it('refuses profile calls without a token', async () => {
    expect((await api.get(v3)).status).toBe(401);
    expect((await api.put(`/v3/api/Profile/${THANDI_PARTY_ID}/profile/password`, { json: {} })).status).toBe(
      401,
    );
  });
});

describe('a password or username change', () => {
  const passwordPath = `/v3/api/Profile/${THANDI_PARTY_ID}/profile/password`;
  const usernamePath = `/v3/api/Profile/${THANDI_PARTY_ID}/profile/username`;
  const SUPPORT = 'If this was not you, contact us at once on 0860 334 768.';

  /** Thandi signed in twice (this session and another), Sipho once, at 09:15 UTC on 30 May 2026. */
  async function twoSessions() {
    const { api } = testSandbox({ now: () => Date.UTC(2026, 4, 30, 9, 15) });
    const mine = (await api.login(THANDI_USERNAME)).body;
    const other = (await api.login(THANDI_USERNAME)).body;
    const sipho = (await api.login(SIPHO_USERNAME)).body;
    return { api, mine, other, sipho, token: String(mine.access_token) };
  }

  const emailsTo = async (api: ReturnType<typeof testSandbox>['api'], to: string) =>
    (await api.get<EmailRecord[]>(`/__sandbox/emails?to=${encodeURIComponent(to)}`)).body;

  it('password: the other sessions can no longer refresh, this one can; a notice is e-mailed', async () => {
    const { api, mine, other, sipho, token } = await twoSessions();
    const changed = await api.put(passwordPath, {
      token,
      json: { Password: DEMO_PASSWORD, NewPassword: 'Baobab#2027' },
    });
    expect(changed.status).toBe(200);

    const refused = await api.refresh(THANDI_USERNAME, other.refresh_token);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ error: 'invalid_grant', StatusCode: 401 });
    expect((await api.refresh(THANDI_USERNAME, mine.refresh_token)).status).toBe(200);
    expect((await api.refresh(SIPHO_USERNAME, sipho.refresh_token)).status).toBe(200);

    expect(await emailsTo(api, THANDI_USERNAME)).toEqual([
      {
        EmailID: expect.any(Number),
        Kind: 'PasswordChanged',
        To: THANDI_USERNAME,
        Subject: 'Your FG password was changed',
        Body: `Your FG password was changed on 30 May 2026 at 09:15. ${SUPPORT}`,
        Link: null,
        Url: null,
        SentDate: '2026-05-30T09:15:00',
      },
    ]);
  });

  it('password through v4 partypassword: the same', async () => {
    const { api, mine, other, token } = await twoSessions();
    await api.put(`${v4}/partypassword`, {
      token,
      json: { Password: DEMO_PASSWORD, NewPassword: 'Baobab#2027' },
    });
    expect((await api.refresh(THANDI_USERNAME, other.refresh_token)).status).toBe(401);
    expect((await api.refresh(THANDI_USERNAME, mine.refresh_token)).status).toBe(200);
    expect((await emailsTo(api, THANDI_USERNAME)).map((email) => email.Kind)).toEqual(['PasswordChanged']);
  });

  it('username: the other sessions can no longer refresh under either name; a notice is e-mailed', async () => {
    const { api, mine, other, sipho, token } = await twoSessions();
    const changed = await api.put(usernamePath, {
      token,
      json: { UserName: 'thandi.m@example.co.za', Password: DEMO_PASSWORD },
    });
    expect(changed.status).toBe(200);

    expect((await api.refresh(THANDI_USERNAME, other.refresh_token)).body).toMatchObject({
      error: 'invalid_grant',
      StatusCode: 401,
    });
    expect((await api.refresh('thandi.m@example.co.za', other.refresh_token)).status).toBe(401);
    // This session's token still names the old username, so its refresh does too.
    expect((await api.refresh(THANDI_USERNAME, mine.refresh_token)).status).toBe(200);
    expect((await api.refresh(SIPHO_USERNAME, sipho.refresh_token)).status).toBe(200);

    expect(await emailsTo(api, THANDI_USERNAME)).toEqual([
      expect.objectContaining({
        Kind: 'UsernameChanged',
        Subject: 'Your FG username was changed',
        Body: `Your FG username was changed to thandi.m@example.co.za on 30 May 2026 at 09:15. ${SUPPORT}`,
        Link: null,
      }),
    ]);
  });

  it('a refused change ends no session and sends nothing', async () => {
    const { api, other, token } = await twoSessions();
    expect(
      (await api.put(passwordPath, { token, json: { Password: 'wrong', NewPassword: 'Baobab#2027' } }))
        .status,
    ).toBe(400);
    expect(
      (await api.put(usernamePath, { token, json: { UserName: SIPHO_USERNAME, Password: DEMO_PASSWORD } }))
        .status,
    ).toBe(400);
    expect((await api.refresh(THANDI_USERNAME, other.refresh_token)).status).toBe(200);
    expect(await emailsTo(api, THANDI_USERNAME)).toEqual([]);
  });
});

describe('parties (v4)', () => {
  it('serves the referral code, identity checks and the e-mail address change', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    const code = await api.get(`${v4}/referenceCode?type=Mobile%20Referral`, { token });
    expect(code.body).toEqual({
      PartyID: THANDI_PARTY_ID,
      Type: 'Mobile Referral',
      ReferenceCode: 'THANDI26',
    });
    expect((await api.get(`${v4}/referenceCode`, { token })).status).toBe(400);

    const valid = await api.get(`${v4}/validateidentitynumberfull/9101015000083`, { token });
    expect(valid.body).toMatchObject({
      IsValid: true,
      Gender: 'M',
      DateOfBirth: '1991-01-01T00:00:00',
      IsInUse: false,
    });
    // Sipho's number: not Thandi's to learn about (parties.test.ts), answered as any other.
    const others = await api.get(`${v4}/validateidentitynumberfull/8509235124080`, { token });
    expect(others.body).toMatchObject({ IsValid: true, IsInUse: false });
    expect((await api.get(`${v4}/validateidentitynumberfull/123`, { token })).body).toMatchObject({
      IsValid: false,
    });
    // The full check: a wrong check digit is refused, whatever the pattern says.
    expect((await api.get(`${v4}/validateidentitynumberfull/9101015000084`, { token })).body).toMatchObject({
      IsValid: false,
      DateOfBirth: null,
      Gender: null,
    });
    // Sign-up asks as party 0 without a token, and is not told who holds a number.
    const anonymous = await api.get('/v4/api/parties/0/validateidentitynumberfull/8509235124080');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toMatchObject({ IsValid: true, IsInUse: null, Gender: 'M' });
    expect((await api.get(`${v4}/validateidentitynumberfull/8509235124080`)).status).toBe(401);

    const auto = await api.put(`${v4}/identitynumberautoupdate`, {
      token,
      json: { IdentityNumber: '9101015000083' },
    });
    expect(auto.body).toMatchObject({ IdentityNumber: '9101015000083', Gender: 'M' });
    expect(
      (await api.put(`${v4}/partyidentitynumber`, { token, json: { IdentityNumber: '1' } })).status,
    ).toBe(400);

    expect(
      (await api.put(`${v4}/partyemailaddress`, { token, json: { EmailAddress: 'not-an-email' } })).status,
    ).toBe(400);
    expect(
      (await api.put(`${v4}/partyemailaddress`, { token, json: { EmailAddress: 'thandi@mokoena.co.za' } }))
        .status,
    ).toBe(200);
  });

  it('stores a help request with its message and subject, and answers with its id', async () => {
    const { api, sandbox } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    const help = await api.post(`${v4}/messagerequests?action=Help`, {
      token,
      json: { Subject: ' My tax number ', Message: '  Please call me about my SARS number.  ' },
    });
    expect(help.status).toBe(200);
    expect(help.body).toEqual({
      MessageRequestID: expect.any(Number),
      Action: 'Help',
      Status: 'Received',
      Message: 'We have received your request and will get back to you soon.',
      CreatedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
    });
    expect(sandbox.store.state.records.messageRequests).toEqual([
      {
        ID: help.body.MessageRequestID,
        PartyID: THANDI_PARTY_ID,
        Kind: 'Help',
        Detail: { Subject: 'My tax number', Message: 'Please call me about my SARS number.' },
        CreatedDate: help.body.CreatedDate,
      },
    ]);
  });

  it('refuses a help request without a message, with one over 2000 characters, or for another party', async () => {
    const { api, sandbox } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    const path = `${v4}/messagerequests?action=Help`;
    for (const [json, description] of [
      [{}, 'Message: Message is required'],
      [{ Message: '   ' }, 'Message: Message is required'],
      [{ Message: 'x'.repeat(2001) }, 'Message: Message may be at most 2000 characters'],
    ] as const) {
      expect((await api.post(path, { token, json })).body).toEqual({
        IsError: true,
        StatusCode: 400,
        ErrorDescription: description,
      });
    }
    expect((await api.post(path, { token, json: { Message: 'x'.repeat(2000) } })).status).toBe(200);
    const other = `/v4/api/parties/${NEW_USER_PARTY_ID}/messagerequests?action=Help`;
    expect((await api.post(other, { token, json: { Message: 'Hello' } })).status).toBe(403);
    expect((await api.post(path, { json: { Message: 'Hello' } })).status).toBe(401);
    expect(sandbox.store.state.records.messageRequests).toHaveLength(1);
  });

  it('records the login event, help requests, reminders and document requirements', async () => {
    const { api, sandbox } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    expect(
      (
        await api.post(`/v4/api/events/${THANDI_PARTY_ID}?action=LoginAction`, {
          token,
          json: { PartyID: THANDI_PARTY_ID, Action: 'LoginAction', Channel: 'Web' },
        })
      ).status,
    ).toBe(200);
    // Only what the portal sends is taken (party-activity.ts).
    const unknown = await api.post(`/v4/api/events/${THANDI_PARTY_ID}?action=LoginAction`, {
      token,
      json: { Source: 'Web' },
    });
    expect(unknown.status).toBe(400);
    expect((await api.post(`/v4/api/events/${THANDI_PARTY_ID}`, { token, json: {} })).status).toBe(400);
    const help = await api.post(`${v4}/messagerequests?action=Help`, {
      token,
      json: { Message: 'Please call me' },
    });
    expect(help.body).toMatchObject({ Action: 'Help', Status: 'Received' });
    expect((await api.post(`${v4}/messagerequests?action=Help`, { token, json: {} })).status).toBe(400);
    expect((await api.post(`${v4}/availabilityreminders?deviceTypeId=2`, { token })).body).toMatchObject({
      DeviceTypeID: 2,
    });
    expect((await api.post(`${v4}/availabilityreminders`, { token })).status).toBe(400);
    expect((await api.post(`${v4}/createdocumentrequirementinstance`, { token })).status).toBe(200);
    const { records } = sandbox.store.state;
    expect(records.events).toHaveLength(1);
    expect(records.messageRequests).toHaveLength(1);
    expect(records.availabilityReminders).toHaveLength(1);
    expect(records.documentRequirements).toHaveLength(1);
  });
});
