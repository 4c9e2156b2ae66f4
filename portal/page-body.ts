import type { StyleInstance } from '../src/ui';

/**
 * The class of the portal's <body>: no default margin, so the header runs edge to edge. The browser
 * (main.tsx) and the build-time render (prerender-entry.tsx) take it from here, so a prerendered page
 * has it before any script runs (no shift when the script starts).
 */
export const pageBodyClass = (styles: StyleInstance): string => styles.css({ margin: 0 });
