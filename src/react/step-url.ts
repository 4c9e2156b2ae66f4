const STEP_HASH = /^#step(\d+)$/;

/** The step index the URL's hash names (`#step3` → 2), or undefined. */
export function stepInUrl(): number | undefined {
  const wanted = STEP_HASH.exec(window.location.hash);
  return wanted ? Number(wanted[1]) - 1 : undefined;
}

/**
 * The step in the URL: pushed, so that the browser's Back goes to the previous step (as people expect
 * in a multi-page form) rather than out of the wizard; replaced on arrival and for corrections.
 */
export function showStepInUrl(index: number, how: 'push' | 'replace'): void {
  const hash = `#step${index + 1}`;
  if (window.location.hash === hash) return;
  const { pathname, search } = window.location;
  const url = `${pathname}${search}${hash}`;
  if (how === 'push') window.history.pushState(window.history.state, '', url);
  else window.history.replaceState(window.history.state, '', url);
}
