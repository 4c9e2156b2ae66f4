import { afterEach, describe, expect, it, vi } from 'vitest';
import { anonymousAuth } from '../api/auth-port';
import { createConfig } from '../config';
import { clientNow } from './client-now';
import { clientOnInteraction } from './client-on-interaction';

const config = createConfig('https://portal.example');
const answered = () =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ ok: true }, { status: 200 }));
const call = { path: '/v4/api/UserResponse', method: 'POST' as const, body: { a: 1 } };

afterEach(() => vi.restoreAllMocks());

describe('a client whose code loads on first interaction', () => {
  it('fetches nothing and loads nothing until asked, then sends a request made before its code arrived', async () => {
    const fetch = answered();
    const { client, prepare } = clientOnInteraction(config, anonymousAuth);
    expect(client.config).toBe(config);
    expect(client.auth).toBe(anonymousAuth);
    expect(fetch).not.toHaveBeenCalled();
    // The click that came before the code: it waits for it, and is sent once.
    const sent = client.request(call);
    prepare();
    prepare();
    await expect(sent).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/v4\/api\/UserResponse$/);
  });

  it('behaves as the client made at once', async () => {
    answered();
    const later = clientOnInteraction(config, anonymousAuth).client;
    const now = clientNow(config, anonymousAuth).client;
    await expect(later.request(call)).resolves.toEqual(await now.request(call));
  });
});
