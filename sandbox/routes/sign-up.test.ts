import { describe, expect, it } from 'vitest';
import type { SignUpStepBody } from '../../src/api/parties';
import { contactOf, emptyIdentity, identityOf } from '../../widgets/sign-up/lead';
import { THANDI_USERNAME } from '../fixtures/ids';
import { MAX_KEPT } from '../support/bounded';
import { testSandbox } from '../testing/api-client';

// The bodies are the sign-up wizard's own (widgets/sign-up/lead.ts and sign-up-wizard.ts), from its answers.
const contact = contactOf({
  FirstName: ' Ayanda',
  LastName: 'Zulu ',
  EmailAddress: 'ayanda.zulu@example.co.za',
});
const identity = identityOf({
  ...emptyIdentity('id', 'THANDI26'),
  AllowMarketingConsent: true,
  CellPhone: '072 555 0111',
  IdNumber: '9101015000083',
});
const lead = { ...contact, ...identity };
const steps: SignUpStepBody[] = [
  { Step: 1, ...contact },
  { Step: 2, ...contact, ...identity },
  { Step: 3, ...contact, ...identity, Password: 'Protea#2026' },
];

describe('sign-up', () => {
  it('accepts the wizard’s steps with an empty ValidationResult', async () => {
    const { api } = testSandbox();
    for (const body of steps) {
      const result = await api.post('/v4/api/parties/signup', { json: body });
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ Step: body.Step, ValidationResult: [] });
    }
  });

  it('reports a used e-mail, an invalid SA id and an unknown referral code as ValidationResult entries', async () => {
    const { api } = testSandbox();
    const used = await api.post('/v4/api/parties/signup', {
      json: { ...contact, Step: 1, EmailAddress: THANDI_USERNAME },
    });
    expect(used.body.ValidationResult).toEqual([expect.objectContaining({ ErrorCode: 'EmailAddressInUse' })]);
    const invalid = await api.post('/v4/api/parties/signup', {
      json: { ...lead, Step: 2, IdNumber: '9101015000084', ReferralCode: 'INVALID' },
    });
    expect(invalid.status).toBe(200);
    expect(invalid.body.ValidationResult).toEqual([
      expect.objectContaining({ ErrorCode: 'InvalidIdNumber', ErrorMessage: expect.any(String) }),
      expect.objectContaining({ ErrorCode: 'InvalidReferralCode' }),
    ]);
  });

  it('treats an empty or placeholder referral code as none', async () => {
    const { api } = testSandbox();
    const result = await api.post('/v4/api/parties/signup', {
      json: { ...lead, Step: 2, ReferralCode: '-----' },
    });
    expect(result.body.ValidationResult).toEqual([]);
  });

  it('answers at most 10 address checks per address in 15 minutes, then 429 with Retry-After', async () => {
    let time = Date.parse('2026-11-25T08:00:00Z');
    const { api } = testSandbox({ now: () => time });
    const step1 = () =>
      api.post('/v4/api/parties/signup', {
        json: { Step: 1, FirstName: 'Eve', LastName: 'Probe', EmailAddress: THANDI_USERNAME },
      });
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await step1()).status).toBe(200);
    const refused = await step1();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('900');
    expect(refused.body).toMatchObject({ IsError: true, StatusCode: 429 });
    expect(
      (
        await api.post('/v4/api/parties/register', {
          json: { ...lead, EmailAddress: THANDI_USERNAME, Password: 'Jacaranda#2027' },
        })
      ).status,
    ).toBe(429);
    time += 15 * 60_000;
    expect((await step1()).body.ValidationResult).toEqual([
      expect.objectContaining({ ErrorCode: 'EmailAddressInUse' }),
    ]);
  });

  it('refuses names over 100 characters, naming the field', async () => {
    const { api } = testSandbox();
    const long = await api.post('/v4/api/parties/signup', {
      json: { Step: 1, FirstName: 'x'.repeat(101), LastName: 'Nkosi', EmailAddress: 'a@example.co.za' },
    });
    expect(long.status).toBe(400);
    expect(long.body.ErrorDescription).toBe('FirstName: FirstName may be at most 100 characters');
  });

  it('rejects malformed steps with 400 and the form message', async () => {
    const { api } = testSandbox();
    const noName = await api.post('/v4/api/parties/signup', {
      json: { Step: 1, FirstName: '', LastName: 'Zulu', EmailAddress: 'a@b.co' },
    });
    expect(noName.status).toBe(400);
    expect(noName.body).toEqual({
      IsError: true,
      ErrorDescription: 'FirstName: Please enter your first name',
      StatusCode: 400,
    });
    const passport = await api.post('/v4/api/parties/signup', {
      json: { Step: 2, AllowMarketingConsent: false, CellPhone: '072 555 0111', PassportNumber: 'A1234567' },
    });
    expect(passport.status).toBe(400);
    expect(passport.body.ErrorDescription).toBe('PassportCountryID: Please select passport country of issue');
    const noStep = await api.post('/v4/api/parties/signup', { json: lead });
    expect(noStep.status).toBe(400);
  });

  it('registers a user who can log in at once and owns nothing', async () => {
    const { api } = testSandbox();
    const created = await api.post('/v4/api/parties/register', {
      json: { ...lead, Password: 'Protea#2026' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      emailAddress: lead.EmailAddress,
      password: 'Protea#2026',
      PartyId: expect.stringMatching(/^\d+$/),
    });
    const token = await api.tokenOf(lead.EmailAddress, 'Protea#2026');
    const partyId = String(created.body.PartyId);
    const workspaces = await api.get<unknown[]>(`/v5/api/Parties/${partyId}/workspaces`, { token });
    expect(workspaces.body).toHaveLength(1);
    const products = await api.get(`/v3/api/NebulaDashboard/${partyId}/1/products`, { token });
    expect(products.body.availableProducts).toEqual([]);
    const personal = await api.get(`/v3/api/Parties/${partyId}`, { token });
    expect(personal.body).toMatchObject({
      Firstname: 'Ayanda',
      Gender: 'M',
      DateOfBirth: '1991-01-01T00:00:00',
    });
  });

  it('holds at most as many accounts as it keeps of anything else from callers without a token', async () => {
    const { api, sandbox } = testSandbox();
    const parties = sandbox.store.state.parties;
    const someone = [...parties.values()][0];
    if (!someone) throw new Error('no seed party');
    for (let extra = parties.size; extra < MAX_KEPT; extra += 1) parties.set(`filler-${extra}`, someone);
    const refused = await api.post('/v4/api/parties/register', {
      json: { ...lead, Password: 'Protea#2026' },
    });
    expect(refused.status).toBe(503);
    expect(refused.body.ErrorDescription).toBe(
      'The sandbox holds as many accounts as it can; reset it to sign up again.',
    );
    expect(parties.size).toBe(MAX_KEPT);
  });

  it('refuses to register a used e-mail with a DisplayMessage', async () => {
    const { api } = testSandbox();
    const result = await api.post('/v4/api/parties/register', {
      json: { ...lead, EmailAddress: THANDI_USERNAME, Password: 'Protea#2026' },
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      IsError: true,
      StatusCode: 400,
      DisplayMessage: expect.stringContaining('already exists'),
    });
  });
});
