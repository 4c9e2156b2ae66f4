import { useEffect, useState } from 'react';
import { type ResetLink, readResetLink, withoutResetLink } from '../../src/domain/reset-link';

/**
 * Reads u, e and t from the address once, then takes them out of the address bar (and so out of the
 * history and any later Referer) with history.replaceState.
 */
export function useResetLink(): ResetLink | undefined {
  const [link] = useState(() => readResetLink(window.location.search));
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    const rest = withoutResetLink(search);
    if (rest !== search) window.history.replaceState(window.history.state, '', `${pathname}${rest}${hash}`);
  }, []);
  return link;
}
