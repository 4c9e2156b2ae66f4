import { describe, expect, it } from 'vitest';
import {
  RETIREMENT_MEMBER_ID,
  RETIREMENT_PRODUCT_INSTANCE_ID,
  SIPHO_USERNAME,
  THANDI_PARTY_ID,
  THANDI_USERNAME,
} from '../fixtures/ids';
import type { MemberChoiceOption, PanelSummary } from '../model/dashboard';
import { testSandbox } from '../testing/api-client';

const member = `/v4/api/retirementinvestments/${RETIREMENT_PRODUCT_INSTANCE_ID}/member/${RETIREMENT_MEMBER_ID}`;

describe('member choice', () => {
  it('lists three options with Growth selected, found through the summary of item 14', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    const summary = await api.get<PanelSummary>(`/v3/api/NebulaDashboard/${THANDI_PARTY_ID}/summary/14`, {
      token,
    });
    expect(summary.body.ProductInstanceMemberID).toBe(RETIREMENT_MEMBER_ID);
    const { status, body } = await api.get<MemberChoiceOption[]>(`${member}/choices`, { token });
    expect(status).toBe(200);
    expect(body.map((option) => [option.Description, option.IsSelected])).toEqual([
      ['Growth Fund', true],
      ['Balanced Fund', false],
      ['Income Fund', false],
    ]);
    expect(body[0]).toMatchObject({
      StatusTransitionID: 41,
      FactSheetLink: 'http://localhost/cms/uploads/growth-fund-fact-sheet.pdf',
      Info: expect.any(String),
    });
  });

  it('changes the selection, visible on the next read and recorded', async () => {
    const { api, sandbox } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    const changed = await api.post<MemberChoiceOption>(`${member}/43`, {
      token,
      json: { Description: 'Income Fund' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      Description: 'Income Fund',
      IsSelected: true,
      LastSelection: expect.any(String),
    });
    const { body } = await api.get<MemberChoiceOption[]>(`${member}/choices`, { token });
    expect(body.filter((option) => option.IsSelected).map((option) => option.Description)).toEqual([
      'Income Fund',
    ]);
    expect(sandbox.store.state.records.memberChoiceChanges).toEqual([
      expect.objectContaining({
        PartyID: THANDI_PARTY_ID,
        StatusTransitionID: 43,
        Description: 'Income Fund',
      }),
    ]);
  });

  it('rejects an unknown transition and a mismatching body', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    expect((await api.post(`${member}/99`, { token })).status).toBe(400);
    expect((await api.post(`${member}/42`, { token, json: { StatusTransitionID: 41 } })).status).toBe(400);
    expect((await api.get(`/v4/api/retirementinvestments/1/member/2/choices`, { token })).status).toBe(404);
  });

  it("refuses another member's choices and calls without a token", async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(SIPHO_USERNAME);
    expect((await api.get(`${member}/choices`, { token })).status).toBe(403);
    expect((await api.post(`${member}/42`, { token })).status).toBe(403);
    expect((await api.get(`${member}/choices`)).status).toBe(401);
  });
});
