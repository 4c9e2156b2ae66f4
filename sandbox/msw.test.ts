import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createSandbox } from './app';
import { DEMO_PASSWORD, NEW_USER_USERNAME, SIPHO_USERNAME, THANDI_USERNAME } from './fixtures/ids';
import type { Category, LowerCasePanelSummary, PanelSummary, ProductList } from './model/dashboard';
import type { PersonalDetails } from './model/party';
import type { Menu, Workspace } from './model/workspace';
import { InFlightRequests, setupSandbox } from './msw';

const origin = 'http://sandbox.test';
const harness = setupSandbox({ origin });

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function login(username: string): Promise<{ token: string; partyId: string }> {
  const response = await fetch(`${origin}/auth/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: 'fg-portal',
      grant_type: 'password',
      username,
      password: DEMO_PASSWORD,
    }),
  });
  expect(response.status).toBe(200);
  const { access_token } = await json<{ access_token: string }>(response);
  const payload = JSON.parse(Buffer.from(access_token.split('.')[1] ?? '', 'base64url').toString()) as {
    PartyId: string;
  };
  return { token: access_token, partyId: payload.PartyId };
}

describe('msw bridge', () => {
  it.each([
    [THANDI_USERNAME, 'Thandi', 1, 8],
    [SIPHO_USERNAME, 'Sipho', 2, 2],
    [NEW_USER_USERNAME, 'Lerato', 1, 0],
  ])(
    'logs %s in through the token endpoint and reads the whole home screen',
    async (username, firstName, workspaceCount, productCount) => {
      const { token, partyId } = await login(username);
      const get = async <T>(path: string): Promise<T> => {
        const response = await fetch(`${origin}${path}`, {
          headers: { authorization: `Bearer ${token}`, RoleToken: 'r' },
        });
        expect(response.status, path).toBe(200);
        return json<T>(response);
      };

      const workspaces = await get<Workspace[]>(`/v5/api/Parties/${partyId}/workspaces`);
      expect(workspaces).toHaveLength(workspaceCount);
      expect(workspaces.filter((workspace) => workspace.IsDefault)).toHaveLength(1);
      for (const workspace of workspaces) {
        const menu = await get<Menu>(`/v5/api/workspaces/${workspace.WorkspaceID}/workspacemenuitems`);
        expect(menu.MenuItem.ChildMenuItems[0]?.ChildMenuItems.length).toBeGreaterThan(0);
      }

      let owned = 0;
      for (const category of await get<Category[]>('/v3/api/NebulaDashboard/Categories')) {
        const products = await get<ProductList>(
          `/v3/api/NebulaDashboard/${partyId}/${category.NavigationItemID}/products`,
        );
        for (const product of products.availableProducts) {
          const summary = await get<PanelSummary | LowerCasePanelSummary>(
            `/v3/api/NebulaDashboard/${partyId}/summary/${product.NavigationItemID}`,
          );
          // Either shape of spec §3: one of Thandi's summaries comes in the lower-case one.
          const lines = 'blocks' in summary ? summary.blocks : summary.Blocks[0]?.PanelDataList;
          expect(lines?.length).toBeGreaterThan(0);
          owned += 1;
        }
      }
      expect(owned).toBe(productCount);

      const personal = await get<PersonalDetails>(`/v3/api/Parties/${partyId}`);
      expect(personal.Firstname).toBe(firstName);
    },
  );

  it('turns a dropped connection into a network error', async () => {
    harness.injectFault({ path: '/v5/api/countries', dropConnection: true });
    await expect(fetch(`${origin}/v5/api/countries`)).rejects.toThrow(TypeError);
  });

  it('lets a test override a call with server.use(), and resets after each test', async () => {
    harness.server.use(http.get(`${origin}/v5/api/countries`, () => HttpResponse.json([], { status: 200 })));
    expect(await json<unknown[]>(await fetch(`${origin}/v5/api/countries`))).toEqual([]);
  });

  it('is back to the seed after the previous tests', async () => {
    expect(harness.faults.list()).toEqual([]);
    expect((await json<unknown[]>(await fetch(`${origin}/v5/api/countries`))).length).toBeGreaterThan(10);
  });

  it('reaches the test controls through the bridge', async () => {
    const response = await fetch(`${origin}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/v5/api/Lookups/SourceOfFunds', status: 500, times: 1 }),
    });
    expect(response.status).toBe(201);
    expect((await fetch(`${origin}/v5/api/Lookups/SourceOfFunds`)).status).toBe(500);
    expect((await fetch(`${origin}/v5/api/Lookups/SourceOfFunds`)).status).toBe(200);
  });

  it('waits for the answers still on their way before the data is reset for the next test', async () => {
    const sandbox = createSandbox({ latencyMs: 0, testControls: true, publicOrigin: origin });
    sandbox.injectFault({ path: '/v5/api/countries', delayMs: 40 });
    const inFlight = new InFlightRequests(sandbox.app);
    let answered = false;
    void inFlight.answer(new Request(`${origin}/v5/api/countries`)).then(() => {
      answered = true;
    });
    await inFlight.settled();
    expect(answered).toBe(true);
  });
});
