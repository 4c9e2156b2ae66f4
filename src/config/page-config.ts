import * as z from 'zod/mini';
import { type Config, configSchema, createConfig } from './config';

const overridesSchema = z.partial(configSchema);

/** Where a page puts its API settings: inert JSON, allowed under any CSP. */
export const PAGE_CONFIG_SELECTOR = 'script[type="application/json"][data-fg-config], script#fg-config';

/**
 * The API settings a page declares once, e.g.
 * `<script type="application/json" data-fg-config>{"mainApiBase":"https://api.example.co.za"}</script>`.
 * Anything absent defaults to `defaultOrigin`; a malformed block is ignored rather than trusted.
 */
export function readPageConfig(doc: Document, defaultOrigin: string): Config {
  const raw = doc.querySelector(PAGE_CONFIG_SELECTOR)?.textContent;
  let overrides = {};
  try {
    const parsed = raw ? overridesSchema.safeParse(JSON.parse(raw)) : null;
    if (parsed?.success) overrides = parsed.data;
  } catch {
    overrides = {};
  }
  return createConfig(defaultOrigin, overrides);
}

/** The CSP nonce a page offers for style tags: `<meta name="csp-nonce" content="…">`. */
export function readPageNonce(doc: Document): string | undefined {
  return doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
}
