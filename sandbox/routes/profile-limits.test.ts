import { jwtDecode } from 'jwt-decode';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, THANDI_PARTY_ID, THANDI_USERNAME } from '../fixtures/ids';
import type { ContactDetail, PersonalDetails } from '../model/party';
import { testSandbox } from '../testing/api-client';

// Issue 29: every stored field has a type, a length and a character rule (src/domain/text-rules.ts),
// and guesses and floods are throttled. Each attack of the probe is an input here.

const v3 = `/v3/api/Parties/${THANDI_PARTY_ID}`;
const v4 = `/v4/api/parties/${THANDI_PARTY_ID}`;

describe('personal and contact details keep to their rules', () => {
  let api: ReturnType<typeof testSandbox>['api'];
  let sandbox: ReturnType<typeof testSandbox>['sandbox'];
  let token: string;
  let current: PersonalDetails;

  beforeEach(async () => {
    ({ api, sandbox } = testSandbox({ now: () => new Date(2026, 4, 10, 12).getTime() }));
    token = await api.tokenOf(THANDI_USERNAME);
    current = (await api.get<PersonalDetails>(v3, { token })).body;
  });

  async function refused(json: unknown, path = v3) {
    const answer = await api.put(path, { token, json });
    expect(answer.status).toBe(400);
    return String(answer.body.ErrorDescription);
  }

  it('refuses huge names (v3 and v4) and stores nothing of them', async () => {
    expect(await refused({ ...current, Firstname: 'x'.repeat(200_000) })).toBe(
      'Firstname: Firstname may be at most 100 characters',
    );
    expect(await refused({ ...current, Surname: 'y'.repeat(5000) })).toBe(
      'Surname: Surname may be at most 100 characters',
    );
    expect(
      await refused({ ...current, Firstname: 'x'.repeat(20_000) }, `${v4}/partypersonaldetails`),
    ).toMatch(/^Firstname: /);
    expect((await api.get(v3, { token })).body).toEqual(current);
    // 100 characters is still a name.
    const longest = await api.put(v3, { token, json: { ...current, Firstname: 'N'.repeat(100) } });
    expect(longest.status).toBe(200);
  });

  it('refuses names with a right-to-left override, NUL, BEL or a line break', async () => {
    for (const Firstname of ['Tha\u202endi', 'Tha\u0000ndi', 'Tha\u0007ndi', 'Tha\r\nndi']) {
      expect(await refused({ ...current, Firstname })).toMatch(/^Firstname: Firstname contains characters/);
    }
    expect(await refused({ ...current, Surname: 'Mok\u2066oena' })).toMatch(/^Surname: /);
    expect((await api.put(v3, { token, json: { ...current, Firstname: "Zoë-Ann O'Neil" } })).status).toBe(
      200,
    );
  });

  it('refuses dates of birth that are not real, in the future or over 130 years ago', async () => {
    for (const DateOfBirth of [
      '1988-13-45',
      '9999-99-99',
      '2023-02-29',
      '2026-05-11',
      '1896-05-09',
      'soon',
    ]) {
      // Non-citizen, so the SA ID number's own date does not come into it.
      expect(await refused({ ...current, IsIdentitySA: false, DateOfBirth })).toMatch(/^DateOfBirth: /);
    }
    const saved = await api.put(v3, {
      token,
      json: { ...current, DateOfBirth: '1988-04-12T00:00:00' },
    });
    expect(saved.body).toMatchObject({ DateOfBirth: '1988-04-12T00:00:00' });
  });

  it('refuses unknown properties and an identity number with control characters', async () => {
    expect(await refused({ ...current, IsAdmin: true })).toMatch(/IsAdmin/);
    expect(await refused({ ...current, IsIdentitySA: false, IdentityNumber: 'A12\u0000345' })).toMatch(
      /^IdentityNumber: /,
    );
  });

  it('keeps contact values to 254 printable characters, one entry per field', async () => {
    const path = `${v3}/UpdatePartyContactDetails`;
    const post = (json: unknown) => api.post(path, { token, json });
    const huge = await post([{ ContactFieldNameID: 13, FieldData: 'x'.repeat(500_000) }]);
    expect(huge.body).toMatchObject({
      StatusCode: 400,
      ErrorDescription: '0.FieldData: FieldData may be at most 254 characters',
    });
    expect((await post([{ ContactFieldNameID: 13, FieldData: 'Line 1\u0000' }])).status).toBe(400);
    expect((await post([{ ContactFieldNameID: 13, FieldData: 'ok', Extra: 'x'.repeat(900) }])).status).toBe(
      400,
    );
    const flood = Array.from({ length: 21 }, () => ({ ContactFieldNameID: 13, FieldData: 'x' }));
    expect((await post(flood)).status).toBe(400);
    expect((await post([{ ContactFieldNameID: 13, FieldData: 'a'.repeat(254) }])).status).toBe(200);
    const after = await api.get<ContactDetail[]>(`${v3}/PartyContactDetails`, { token });
    expect(after.body.find((contact) => contact.ContactFieldNameID === 13)?.FieldData).toBe('a'.repeat(254));
  });

  it('keeps the access token small whatever the stored name (FullName and ShortName cut to 100)', async () => {
    const party = sandbox.store.partyByUsername(THANDI_USERNAME);
    if (!party) throw new Error('no Thandi');
    party.account.fullName = 'F'.repeat(20_000);
    party.account.shortName = 'S'.repeat(20_000);
    const fresh = await api.tokenOf(THANDI_USERNAME);
    expect(fresh.length).toBeLessThan(2000);
    const claims = jwtDecode<{ FullName: string; ShortName: string }>(fresh);
    expect(claims.FullName).toBe('F'.repeat(100));
    expect(claims.ShortName).toBe('S'.repeat(100));
    expect((await api.get(v3, { token: fresh })).status).toBe(200);
  });
});

describe('current-password checks share the login throttle', () => {
  it('locks the password change after 5 wrong current passwords, even for the right one, and the login too', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    const path = `/v3/api/Profile/${THANDI_PARTY_ID}/profile/password`;
    const change = (Password: string) =>
      api.put(path, { token, json: { Password, NewPassword: 'Another#2026' } });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await change(`wrong-${attempt}`)).status).toBe(400);
    }
    const locked = await change('wrong-5');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(locked.body.ErrorDescription).toBe('Too many attempts. Please wait before trying again.');
    expect((await change(DEMO_PASSWORD)).status).toBe(429);
    expect((await api.login(THANDI_USERNAME)).status).toBe(429);
  });

  it('counts the username change and the v4 password change on the same throttle, and a right password resets it', async () => {
    let clock = Date.now();
    const { api } = testSandbox({ now: () => clock });
    const token = await api.tokenOf(THANDI_USERNAME);
    const username = (Password: string) =>
      api.put(`/v3/api/Profile/${THANDI_PARTY_ID}/profile/username`, {
        token,
        json: { UserName: 'thandi.new@example.co.za', Password },
      });
    const v4Password = (Password: string) =>
      api.put(`${v4}/partypassword`, { token, json: { Password, NewPassword: 'Another#2026' } });
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await username('wrong')).status).toBe(400);
    // A wrong login adds to the same count: the fifth failure locks every way in.
    expect((await api.login(THANDI_USERNAME, 'wrong')).status).toBe(401);
    expect((await v4Password('wrong')).status).toBe(429);
    expect((await username(DEMO_PASSWORD)).status).toBe(429);
    clock += 31_000;
    expect((await v4Password(DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('help requests', () => {
  const path = `${v4}/messagerequests?action=Help`;

  it('refuses a huge subject, an unknown property, a long action and header injection', async () => {
    const { api, sandbox } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    const send = (json: unknown, at = path) => api.post(at, { token, json });
    for (const Subject of ['x'.repeat(500_000), 'x'.repeat(151)]) {
      expect((await send({ Subject, Message: 'Hi' })).body).toMatchObject({
        StatusCode: 400,
        ErrorDescription: 'Subject: Subject may be at most 150 characters',
      });
    }
    expect((await send({ Message: 'Hi', Extra: 'x'.repeat(900_000) })).body.ErrorDescription).toMatch(
      /Extra/,
    );
    const action = await send({ Message: 'Hi' }, `${v4}/messagerequests?action=${'a'.repeat(6000)}`);
    expect(action.body.ErrorDescription).toBe('action: action may be at most 50 characters');
    expect(
      (await send({ Subject: 'Hello\r\nBcc: x@evil.example', Message: 'Hi' })).body.ErrorDescription,
    ).toMatch(/^Subject: Subject contains characters/);
    for (const Message of ['Hi\u0000there', 'Hi \u001b[31mred\u001b[0m', 'Hi\u202eereht']) {
      expect((await send({ Message })).body.ErrorDescription).toMatch(
        /^Message: Message contains characters/,
      );
    }
    expect(sandbox.store.state.records.messageRequests).toHaveLength(0);
    // A message keeps its lines.
    expect((await send({ Subject: 'Tax', Message: 'Line one\r\nLine two' })).status).toBe(200);
  });

  it('takes 5 requests an hour per party, then 429 with Retry-After', async () => {
    let clock = Date.now();
    const { api, sandbox } = testSandbox({ now: () => clock });
    const token = await api.tokenOf(THANDI_USERNAME);
    for (let request = 1; request <= 5; request += 1) {
      expect((await api.post(path, { token, json: { Message: `Request ${request}` } })).status).toBe(200);
    }
    const sixth = await api.post(path, { token, json: { Message: 'Request 6' } });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('Retry-After'))).toBeGreaterThan(3000);
    expect(sandbox.store.state.records.messageRequests).toHaveLength(5);
    clock += 60 * 60_000;
    const later = await api.tokenOf(THANDI_USERNAME);
    expect((await api.post(path, { token: later, json: { Message: 'Later' } })).status).toBe(200);
  });
});
