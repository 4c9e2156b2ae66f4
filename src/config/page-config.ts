import { type Config, configSchema, createConfig, defaultConfig } from './config';

/** Where a page puts its API settings: inert JSON, allowed under any CSP. */
const PAGE_CONFIG_SELECTOR = 'script[type="application/json"][data-fg-config], script#fg-config';

/**
 * The API settings a page declares once, e.g.
 * `<script type="application/json" data-fg-config>{"mainApiBase":"https://api.example.co.za"}</script>`.
 * Anything absent defaults to `defaultOrigin`; a malformed block is ignored rather than trusted.
 */
export function readPageConfig(doc: Document, defaultOrigin: string): Config {
  const raw = doc.querySelector(PAGE_CONFIG_SELECTOR)?.textContent;
  try {
    const declared: unknown = raw ? JSON.parse(raw) : null;
    if (declared && typeof declared === 'object' && !Array.isArray(declared)) {
      const parsed = configSchema.safeParse({ ...defaultConfig(defaultOrigin), ...declared });
      if (parsed.success) return parsed.data;
    }
  } catch {
    // Not JSON: ignored like any other malformed block.
  }
  return createConfig(defaultOrigin);
}
