import { describe, expect, it } from 'vitest';
import {
  RETIREMENT_MEMBER_ID,
  RETIREMENT_PRODUCT_INSTANCE_ID,
  THANDI_PARTY_ID,
  THANDI_USERNAME,
} from '../../sandbox/app';
import { setupSandbox } from '../../sandbox/msw';
import { createConfig } from '../config';
import { createApiClient } from './client';
import { changeMemberChoice, fetchMemberChoices, fetchMemberChoiceTargetIds } from './member-choice';
import { fakeAuth } from './test/test-support';

const sandbox = setupSandbox();
const target = { productInstanceId: RETIREMENT_PRODUCT_INSTANCE_ID, memberId: RETIREMENT_MEMBER_ID };

async function thandiClient() {
  const accessToken = await sandbox.tokenFor(THANDI_USERNAME);
  const { port } = fakeAuth({ accessToken, partyId: THANDI_PARTY_ID, username: THANDI_USERNAME });
  return createApiClient({ config: createConfig(sandbox.origin), auth: port });
}

describe('member choice calls', () => {
  it("reads the ids of the party's member-choice product from its summary", async () => {
    expect(await fetchMemberChoiceTargetIds(await thandiClient(), THANDI_PARTY_ID)).toEqual({
      ProductInstanceID: RETIREMENT_PRODUCT_INSTANCE_ID,
      ProductInstanceMemberID: RETIREMENT_MEMBER_ID,
    });
    const [call] = sandbox.received.list();
    expect(call?.path).toBe(`/v3/api/NebulaDashboard/${THANDI_PARTY_ID}/summary/14`);
  });

  it('reads the three options with Growth selected', async () => {
    const options = await fetchMemberChoices(await thandiClient(), target);
    expect(
      options.map((option) => [option.Description, option.IsSelected, option.StatusTransitionID]),
    ).toEqual([
      ['Growth Fund', true, 41],
      ['Balanced Fund', false, 42],
      ['Income Fund', false, 43],
    ]);
    expect(options[0]?.FactSheetLink).toBe(`${sandbox.origin}/cms/uploads/growth-fund-fact-sheet.pdf`);
  });

  it('posts the StatusTransitionID in the path and the option as the body', async () => {
    const client = await thandiClient();
    const [, balanced] = await fetchMemberChoices(client, target);
    if (!balanced) throw new Error('no Balanced option');
    const selected = await changeMemberChoice(client, { ...target, option: balanced });
    expect(selected).toMatchObject({ Description: 'Balanced Fund', IsSelected: true });
    const post = sandbox.received.list().find((entry) => entry.method === 'POST');
    expect(post?.path).toBe(`/v4/api/retirementinvestments/700104/member/800104/42`);
    expect(post?.body).toMatchObject({ StatusTransitionID: 42, Description: 'Balanced Fund' });
  });
});
