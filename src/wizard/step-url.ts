const STEP_HASH = /^#step(\d+)$/;

/** How a wizard's step is written to the URL: a step the user moves to is pushed, a correction replaced. */
export type StepUrlWrite = 'push' | 'replace';

/** Where a wizard keeps its step for the browser: the hash of a page's URL, or a stand-in in tests. */
export interface StepUrl {
  /** The step index the URL names (`#step3` → 2), or undefined. */
  read(): number | undefined;
  write(index: number, how: StepUrlWrite): void;
  /** Calls `listener` when the browser's Back or Forward changes the URL; returns how to stop. */
  listen(listener: () => void): () => void;
}

/** The step index the URL's hash names (`#step3` → 2), or undefined. */
export function stepInUrl(): number | undefined {
  const wanted = STEP_HASH.exec(window.location.hash);
  return wanted ? Number(wanted[1]) - 1 : undefined;
}

/**
 * The step in the URL: pushed, so that the browser's Back goes to the previous step (as people expect
 * in a multi-page form) rather than out of the wizard; replaced on arrival and for corrections.
 */
export function showStepInUrl(index: number, how: StepUrlWrite): void {
  const hash = `#step${index + 1}`;
  if (window.location.hash === hash) return;
  const { pathname, search } = window.location;
  const url = `${pathname}${search}${hash}`;
  if (how === 'push') window.history.pushState(window.history.state, '', url);
  else window.history.replaceState(window.history.state, '', url);
}

/**
 * The page's own URL hash (#step1…), with the browser's Back and Forward, for the page the wizard is
 * on now: once the host has gone to another path (Cancel purchase to the platform), the wizard neither
 * reads that page's hash nor writes its step there.
 */
export function pageStepUrl(): StepUrl {
  const { pathname } = window.location;
  const onPage = () => window.location.pathname === pathname;
  return {
    read: () => (onPage() ? stepInUrl() : undefined),
    write(index, how) {
      if (onPage()) showStepInUrl(index, how);
    },
    listen(listener) {
      window.addEventListener('popstate', listener);
      return () => window.removeEventListener('popstate', listener);
    },
  };
}
