import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSandbox } from '../testing/api-client';
import { linkToken } from '../testing/links';
import { REDACTED } from './received-log';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('an e-mailed link’s token is never logged', () => {
  it('the request log and the received log keep the call, not its token', async () => {
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((line) => {
      lines.push(String(line));
      return true;
    });
    const { api, sandbox } = testSandbox({ logRequests: true });
    const token = linkToken(sandbox, 'TFS-2026-000042');
    const path = `/v3/api/ExternalMessages/Link/TFSSwitch?reference=TFS-2026-000042&switch=1&token=${token}`;
    expect((await api.get(path)).body).toMatchObject({ Status: 'Switched' });
    expect(lines.join('')).toContain('GET /v3/api/ExternalMessages/Link/TFSSwitch 200');
    expect(lines.join('')).not.toContain(token);
    const received = await api.get<{ query: Record<string, string> }[]>('/__sandbox/received');
    expect(received.body[0]?.query).toEqual({ reference: 'TFS-2026-000042', switch: '1', token: REDACTED });
    expect(received.text).not.toContain(token);
  });
});
