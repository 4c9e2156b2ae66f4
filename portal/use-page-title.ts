import { createContext, useContext, useEffect } from 'react';

/** The document title for a page called `title`. */
const pageTitle = (title: string): string => `${title} | FG Portal`;

/**
 * Where a build-time render (portal/prerender-entry.tsx) learns the page's title, since effects do not
 * run there. Absent in the browser.
 */
export const PageTitleSink = createContext<{ title?: string } | null>(null);

/** Sets the document title, so screen-reader users hear where a navigation landed. */
export function usePageTitle(title: string): void {
  const sink = useContext(PageTitleSink);
  if (sink) sink.title = pageTitle(title);
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
