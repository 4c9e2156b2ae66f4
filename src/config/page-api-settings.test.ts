// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOAD_TIME_LIMIT_MS } from '../api/load-in-time';
import { readPageApiSettings } from './page-api-settings';
import { configure, DEPLOYMENT_CONFIG, forgetConfigured, readPageConfig } from './page-config';

// The schema's check, counted: a layer fetches it only when it must.
const { checks } = vi.hoisted(() => ({ checks: { count: 0, offline: false, stalled: false } }));
vi.mock('./page-config', async (original) => {
  const actual = await original<typeof import('./page-config')>();
  return {
    ...actual,
    layerFits: (fields: object) => {
      checks.count += 1;
      if (checks.offline) throw new TypeError('Failed to fetch dynamically imported module');
      if (checks.stalled) return new Promise<never>(() => undefined);
      return actual.layerFits(fields);
    },
  };
});

const pageGlobals = globalThis as unknown as Record<symbol, unknown>;
const origin = 'https://portal.example.co.za';

beforeEach(() => {
  document.head.innerHTML = '';
});
afterEach(() => {
  delete pageGlobals[DEPLOYMENT_CONFIG];
  forgetConfigured();
  checks.count = 0;
  checks.offline = false;
  checks.stalled = false;
  vi.useRealTimers();
});

const pageBlock = (json: string) => {
  document.head.innerHTML = `<script type="application/json" data-fg-config>${json}</script>`;
};

/** The API settings readPageConfig reads from the same page. */
const apiPart = (doc: Document) => {
  const { mainApiBase, webApiBase, authBase, contentBase, platformVersion } = readPageConfig(doc, origin);
  return { mainApiBase, webApiBase, authBase, contentBase, platformVersion };
};

const defaults = {
  mainApiBase: origin,
  webApiBase: origin,
  authBase: `${origin}/auth`,
  contentBase: `${origin}/cms`,
  platformVersion: '1.0.870',
};

describe('readPageApiSettings (what a client without tokens reads)', () => {
  it.each([
    ['no layer', () => undefined],
    [
      'every layer, field by field, trailing slashes dropped',
      () => {
        pageGlobals[DEPLOYMENT_CONFIG] = { mainApiBase: 'https://api.example.co.za/', fspNumber: '12345' };
        pageBlock('{"webApiBase":"https://web.example.co.za//","platformVersion":"2.1.5"}');
        configure({ authBase: 'https://id.example.co.za', mainApiBase: undefined });
      },
    ],
    [
      "a page layer whose bases are valid but whose company facts are not (ignored as a whole, by the config's schema)",
      () => {
        pageBlock('{"contentBase":"https://cms.example.co.za","keyIndividuals":[{"name":"Jane"}]}');
        configure({ mainApiBase: 'https://api.example.co.za', fspNumber: 'FSP 1' });
      },
    ],
    [
      'a page layer with valid company facts (taken, by the same check)',
      () => {
        pageBlock('{"mainApiBase":"https://api.example.co.za","fspNumber":"12345","someday":true}');
      },
    ],
    [
      'a layer with one malformed API setting (ignored as a whole)',
      () => {
        pageGlobals[DEPLOYMENT_CONFIG] = {
          mainApiBase: 'javascript:alert(1)',
          webApiBase: 'https://web.example',
        };
        pageBlock('{"mainApiBase":"https://api.example.co.za","platformVersion":"1.0"}');
        configure({ webApiBase: 'https://web.example.co.za', authBase: 42 as unknown as string });
      },
    ],
    [
      'a block that is not JSON, or not an object',
      () => {
        pageBlock('["https://x.example"]');
        configure({ mainApiBase: 'ftp://api.example.co.za' });
      },
    ],
    [
      'a block that does not parse',
      () => {
        pageBlock('{"mainApiBase":');
      },
    ],
  ])('takes %s as readPageConfig takes it', async (_, declare) => {
    declare();
    await expect(readPageApiSettings(document, origin)).resolves.toEqual(apiPart(document));
  });

  it('keeps the defaults of a page that declares nothing usable', async () => {
    configure({ mainApiBase: 'https://api.example.co.za', fspNumber: 'FSP 1' });
    await expect(readPageApiSettings(document, origin)).resolves.toEqual(defaults);
  });

  it("takes the deployment's API settings without checking its company facts, which its server checked", async () => {
    // A site server refuses to start with a malformed fact (server/config-from-env.ts), so the layer it
    // writes never has one; readPageConfig, which reads the facts, still checks them.
    pageGlobals[DEPLOYMENT_CONFIG] = { mainApiBase: 'https://api.example.co.za', fspNumber: 'FSP 1' };
    await expect(readPageApiSettings(document, origin)).resolves.toEqual({
      ...defaults,
      mainApiBase: 'https://api.example.co.za',
    });
  });

  it("checks with the config's schema only a page layer that sets API settings beside anything else", async () => {
    pageBlock('{"fspNumber":"46913","telephone":"0860 334 768"}');
    configure({ mainApiBase: 'https://api.example.co.za' });
    await readPageApiSettings(document, origin);
    expect(checks.count).toBe(0);
    configure({ mainApiBase: 'https://api.example.co.za', fspNumber: '46913' });
    await readPageApiSettings(document, origin);
    expect(checks.count).toBe(1);
  });

  it('fails as the network does (501) when that check cannot be fetched, and fetches it again next time', async () => {
    configure({ mainApiBase: 'https://api.example.co.za', fspNumber: '46913' });
    checks.offline = true;
    await expect(readPageApiSettings(document, origin)).rejects.toMatchObject({
      status: 501,
      message: 'We could not reach the server. Please check your connection and try again.',
    });
    checks.offline = false;
    await expect(readPageApiSettings(document, origin)).resolves.toMatchObject({
      mainApiBase: 'https://api.example.co.za',
    });
  });

  it('fails as a timeout (504) when that check has not come within the time limit, rather than waiting for good', async () => {
    vi.useFakeTimers();
    configure({ mainApiBase: 'https://api.example.co.za', fspNumber: '46913' });
    checks.stalled = true;
    const read = readPageApiSettings(document, origin);
    const outcome = expect(read).rejects.toMatchObject({ status: 504 });
    await vi.advanceTimersByTimeAsync(LOAD_TIME_LIMIT_MS);
    await outcome;
  });
});
