import { useEffect } from 'react';

/**
 * While mounted the page sends no Referer header (a reset link carries a token, and the page's own
 * requests and links must not pass it on): `<meta name="referrer" content="no-referrer">` in the head.
 */
export function useNoReferrer(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    document.head.prepend(meta);
    return () => meta.remove();
  }, []);
}
