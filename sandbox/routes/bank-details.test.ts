import { describe, expect, it } from 'vitest';
import {
  NEW_USER_PARTY_ID,
  NEW_USER_USERNAME,
  SIPHO_PARTY_ID,
  THANDI_PARTY_ID,
  THANDI_USERNAME,
} from '../fixtures/ids';
import type { BankDetail } from '../model/party';
import { testSandbox } from '../testing/api-client';

const newDetail = {
  AccountHolderName: 'L Nkosi',
  BankName: 'TymeBank',
  AccountNumber: '51002233445',
  BranchCode: '678910',
  AccountType: 'Savings',
};

describe('bank details', () => {
  it('reads the latest, masked or not, and the full list', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    const latest = await api.get<BankDetail>(`/V5/api/parties/${THANDI_PARTY_ID}/PartyBankDetails/latest`, {
      token,
    });
    expect(latest.body).toMatchObject({
      BankName: 'Capitec Bank',
      AccountNumber: '1452307789',
      BranchCode: '470010',
    });
    const masked = await api.get(`/v4/api/parties/${THANDI_PARTY_ID}/bankdetails/latest?masked=true`, {
      token,
    });
    expect(masked.body.AccountNumber).toBe('******7789');
    const all = await api.get<BankDetail[]>(`/v3/api/Parties/${THANDI_PARTY_ID}/PartyBankDetails`, { token });
    expect(all.body).toHaveLength(2);
    expect((await api.get(`/v3/api/profile/${THANDI_PARTY_ID}/PartyBankDetails`, { token })).body).toEqual(
      latest.body,
    );
  });

  it('answers 404 when the party has none, then shows what was added', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(NEW_USER_USERNAME);
    const latestPath = `/v5/api/parties/${NEW_USER_PARTY_ID}/PartyBankDetails/latest`;
    expect((await api.get(latestPath, { token })).status).toBe(404);
    const created = await api.post<BankDetail>(`/V5/api/parties/${NEW_USER_PARTY_ID}/PartyBankDetails`, {
      token,
      json: newDetail,
    });
    expect(created.status).toBe(201);
    expect((await api.get(latestPath, { token })).body).toMatchObject(newDetail);
    const updated = await api.put(
      `/V5/api/parties/${NEW_USER_PARTY_ID}/PartyBankDetails/${created.body.PartyBankDetailID}`,
      {
        token,
        json: { ...newDetail, AccountNumber: '51002233999' },
      },
    );
    expect(updated.body.AccountNumber).toBe('51002233999');
    const v3Added = await api.post(`/v3/api/profile/${NEW_USER_PARTY_ID}/AddPartyBankDetails`, {
      token,
      json: newDetail,
    });
    expect(v3Added.status).toBe(201);
    const v3Updated = await api.post(`/v3/api/profile/${NEW_USER_PARTY_ID}/PartyBankDetails`, {
      token,
      json: { ...newDetail, AccountHolderName: 'Lerato Nkosi' },
    });
    expect(v3Updated.body.AccountHolderName).toBe('Lerato Nkosi');
  });

  it('validates bank details and scopes them to the party', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    const bad = await api.post(`/V5/api/parties/${THANDI_PARTY_ID}/PartyBankDetails`, {
      token,
      json: { ...newDetail, BranchCode: '12' },
    });
    expect(bad.body).toEqual({
      IsError: true,
      ErrorDescription: 'BranchCode: BranchCode must be 6 digits',
      StatusCode: 400,
    });
    const otherBanks = await api.post(`/V5/api/parties/${THANDI_PARTY_ID}/PartyBankDetails`, {
      token,
      json: { ...newDetail, BranchCode: '250655' },
    });
    expect(otherBanks.body).toEqual({
      IsError: true,
      ErrorDescription: 'BranchCode: This branch code is not a branch of the bank you chose',
      StatusCode: 400,
    });
    const unknown = await api.post(`/v3/api/profile/${THANDI_PARTY_ID}/AddPartyBankDetails`, {
      token,
      json: { ...newDetail, BankName: 'FNB', BranchCode: '999999' },
    });
    expect(unknown.status).toBe(400);
    const branch = await api.post(`/V5/api/parties/${THANDI_PARTY_ID}/PartyBankDetails`, {
      token,
      json: { ...newDetail, BankName: 'fnb', BranchCode: '253305' },
    });
    expect(branch.status).toBe(201);
    expect(
      (await api.put(`/V5/api/parties/${THANDI_PARTY_ID}/PartyBankDetails/5103`, { token, json: newDetail }))
        .status,
    ).toBe(404);
    expect(
      (await api.get(`/V5/api/parties/${SIPHO_PARTY_ID}/PartyBankDetails/latest`, { token })).status,
    ).toBe(403);
    expect((await api.get(`/V5/api/parties/${THANDI_PARTY_ID}/PartyBankDetails/latest`)).status).toBe(401);
  });

  it('lists banks and filters branches by bank and code', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    const banks = await api.get<{ BankName: string }[]>('/v3/api/banks/all', { token });
    expect(banks.body.map((bank) => bank.BankName)).toContain('Capitec Bank');
    const branches = await api.get<{ BranchName: string }[]>('/v3/api/BankBranches/filteredbycode/8/0', {
      token,
    });
    expect(branches.body.map((branch) => branch.BranchName)).toEqual([
      'Standard Bank Universal',
      'Sandton City',
      'Cape Town Adderley Street',
    ]);
    expect((await api.get('/v3/api/BankBranches/filteredbycode/FNB/253', { token })).body).toHaveLength(1);
  });

  it('refuses an account holder name with control or direction-changing characters, or over 100 characters', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(NEW_USER_USERNAME);
    const add = (AccountHolderName: string) =>
      api.post(`/V5/api/parties/${NEW_USER_PARTY_ID}/PartyBankDetails`, {
        token,
        json: { ...newDetail, AccountHolderName },
      });
    expect((await add('L Nkosi\u202e')).status).toBe(400);
    expect((await add('L\u0000Nkosi')).status).toBe(400);
    expect((await add('x'.repeat(101))).status).toBe(400);
    expect((await add('L Nkosi')).status).toBe(201);
  });
});
