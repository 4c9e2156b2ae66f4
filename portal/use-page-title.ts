import { useEffect } from 'react';

/** Sets the document title, so screen-reader users hear where a navigation landed. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | FG Portal`;
  }, [title]);
}
