import {
  assembleLink,
  type LinkAction,
  type LinkParam,
  type LinkReads,
  parseLinkParam,
  type ReadLink,
} from './link-actions';

/**
 * A link as an element (or its React form) reads it: each of its own values, already parsed at its
 * edge, else the page's query value (an e-mail landing page passes the link's query through), parsed
 * here by the same rule.
 */
export function linkFrom(
  action: LinkAction,
  own: LinkReads,
  search: string = globalThis.location?.search ?? '',
): ReadLink {
  const query = new URLSearchParams(search);
  return assembleLink(
    action,
    <P extends LinkParam>(name: P) => own[name] ?? parseLinkParam(name, query.get(name)),
  );
}
