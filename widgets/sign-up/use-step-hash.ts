import { useEffect } from 'react';

/**
 * Spec §2 /sign-up: the address shows #step1, #step2 or #step3. Replaced rather than pushed, so the
 * browser's Back leaves the wizard instead of stepping through a form whose later steps need the earlier.
 */
export function useStepHash(step: number, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const hash = `#step${step + 1}`;
    if (window.location.hash === hash) return;
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
  }, [step, enabled]);
}
