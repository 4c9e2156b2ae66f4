import { describe, expect, it } from 'vitest';
import { NEW_USER_PARTY_ID, NEW_USER_USERNAME } from '../fixtures/ids';
import { LIMITS } from '../http/limits';
import { testSandbox } from '../testing/api-client';

const LERATO = `/v4/api/parties/${NEW_USER_PARTY_ID}`;
const THANDIS_ID = '8804120123085';
/** A valid SA ID number nobody holds, born the same day as Thandi's and of the same sex. */
const NOBODYS_ID = '8804120124083';
const LERATOS_ID = '9506150341086';

describe('the ID number check (validateidentitynumberfull) is no oracle', () => {
  it('signed in as Lerato, Thandi’s ID number answers exactly as one nobody holds', async () => {
    const { api, sandbox } = testSandbox();
    expect(sandbox.store.partyByIdentityNumber(NOBODYS_ID)).toBeUndefined();
    const token = await api.tokenOf(NEW_USER_USERNAME);
    const thandis = await api.get(`${LERATO}/validateidentitynumberfull/${THANDIS_ID}`, { token });
    const nobodys = await api.get(`${LERATO}/validateidentitynumberfull/${NOBODYS_ID}`, { token });
    expect(thandis.status).toBe(200);
    expect(thandis.body).toMatchObject({ IsValid: true, IsInUse: false });
    expect({ ...thandis.body, IdentityNumber: '' }).toEqual({ ...nobodys.body, IdentityNumber: '' });
    expect(thandis.text).not.toMatch(/300145|Thandi|Mokoena/);
    const own = await api.get(`${LERATO}/validateidentitynumberfull/${LERATOS_ID}`, { token });
    expect(own.body).toMatchObject({ IsValid: true, IsInUse: false, Gender: 'F' });
  });

  it('is throttled per party: 10 asks about other numbers an hour, her own number always answered', async () => {
    let now = Date.parse('2026-06-01T08:00:00Z');
    const { api } = testSandbox({ now: () => now });
    const token = await api.tokenOf(NEW_USER_USERNAME);
    const { limit, windowMs } = LIMITS.identityNumberAsks;
    for (let n = 0; n < limit; n++) {
      const answer = await api.get(
        `${LERATO}/validateidentitynumberfull/${n % 2 ? THANDIS_ID : NOBODYS_ID}`,
        {
          token,
          from: `198.51.100.${n}`,
        },
      );
      expect(answer.status).toBe(200);
    }
    const refused = await api.get(`${LERATO}/validateidentitynumberfull/${THANDIS_ID}`, { token });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // The change that would tell (its refusal names a taken number) counts on the same limit.
    const change = await api.put(`${LERATO}/identitynumberautoupdate`, {
      token,
      json: { IdentityNumber: THANDIS_ID },
    });
    expect(change.status).toBe(429);
    expect((await api.get(`${LERATO}/validateidentitynumberfull/${LERATOS_ID}`, { token })).status).toBe(200);
    now += windowMs;
    const later = await api.tokenOf(NEW_USER_USERNAME);
    expect(
      (await api.get(`${LERATO}/validateidentitynumberfull/${THANDIS_ID}`, { token: later })).status,
    ).toBe(200);
  });

  it('still refuses to give her Thandi’s number, and sign-up still refuses a number in use', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(NEW_USER_USERNAME);
    const change = await api.put(`${LERATO}/identitynumberautoupdate`, {
      token,
      json: { IdentityNumber: THANDIS_ID },
    });
    expect(change.status).toBe(400);
    const signUp = await api.post('/v4/api/parties/signup', {
      json: {
        Step: 2,
        FirstName: 'Ayanda',
        LastName: 'Zulu',
        EmailAddress: 'ayanda.zulu@example.co.za',
        AllowMarketingConsent: false,
        CellPhone: '0725550111',
        IdNumber: THANDIS_ID,
      },
    });
    expect(signUp.body.ValidationResult).toEqual([expect.objectContaining({ ErrorCode: 'IdNumberInUse' })]);
  });
});
