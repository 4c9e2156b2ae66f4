import type { LinkParam } from './link-actions';

/**
 * A link's values as an element reads them: its own attribute when set, else the page's query (an
 * e-mail landing page passes the link's query through). Both are only text: the action's rules judge them.
 */
export function elementLinkValues(
  attributes: Partial<Record<LinkParam, string | undefined>>,
  search: string = globalThis.location?.search ?? '',
): (name: LinkParam) => string | null | undefined {
  const query = new URLSearchParams(search);
  return (name) => attributes[name] ?? query.get(name);
}
