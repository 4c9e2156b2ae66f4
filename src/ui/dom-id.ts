import { useId } from 'react';

const BUNDLES = Symbol.for('fg-portal.bundles.v1');
type PageGlobal = typeof globalThis & { [BUNDLES]?: number };

/**
 * Each tag on a page is its own bundle whose renderer numbers ids from zero, so two tags' light-DOM
 * fields (the buy tags' sign-in) would share ids: the first bundle on the page keeps its ids as they
 * are (the portal's prerendered HTML and its hydration agree), every later one prefixes its own.
 * @internal
 */
export function claimBundlePrefix(page: object = globalThis): string {
  const registry = page as PageGlobal;
  const loaded = registry[BUNDLES] ?? 0;
  registry[BUNDLES] = loaded + 1;
  return loaded === 0 ? '' : `b${loaded}-`;
}

const bundlePrefix = claimBundlePrefix();

/**
 * A stable unique id usable in `id`, `aria-*` and CSS selectors. React's ids contain characters such
 * as '«' or ':' that break `querySelector`, so they are reduced to letters, digits, '-' and '_'.
 */
export function useDomId(explicit?: string): string {
  const generated = useId();
  return explicit ?? `fg-${bundlePrefix}${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
}
