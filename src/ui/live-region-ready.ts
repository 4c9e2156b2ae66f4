import { useEffect, useState } from 'react';

/**
 * Whether a live region (`role="status"`) may say its words yet: not in the render that puts it on the
 * page, only just after. Screen readers announce what changes inside a live region that is already there;
 * many say nothing of one that arrives with its words in it.
 */
export function useLiveRegionReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready;
}
