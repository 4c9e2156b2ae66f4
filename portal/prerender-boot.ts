/**
 * The script of a page drawn at build time (scripts/prerender.ts puts it in place of the app's entry):
 * the page is already there, so the app loads after the first frame is painted and cannot delay it. Its
 * modules are then requested together (the preload list the build wrote for index.html), and the app
 * takes the page over (main.tsx). In a hidden tab, where no frame is painted, it loads at once.
 */
const boot = document.querySelector<HTMLScriptElement>('script[data-fg-entry]');

function start() {
  if (!boot?.dataset.fgEntry) return;
  const preloads: unknown = JSON.parse(boot.dataset.fgPreload ?? '[]');
  for (const href of Array.isArray(preloads) ? preloads : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = String(href);
    document.head.append(link);
  }
  void import(/* @vite-ignore */ boot.dataset.fgEntry);
}

if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else start();
