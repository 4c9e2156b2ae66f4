import { type ComponentType, useEffect, useRef } from 'react';
import { useSession } from '../../src/react/use-session';
import { PLATFORM_PATH } from './buy-wizard';

/**
 * A path of the portal as a link from the host page: unchanged on the portal's own pages, on another
 * site the same path on the portal's origin. `path` must be a site path (checked by its attribute).
 */
function portalAddress(path: string): string {
  // This module is served by the portal, like every widget chunk (file: under test: the page's own).
  const { origin, protocol } = new URL(import.meta.url, window.location.href);
  const portal = protocol === 'http:' || protocol === 'https:' ? origin : window.location.origin;
  return portal === window.location.origin ? path : `${portal}${path}`;
}

/** What every buy element passes on to its wizard. */
interface BuyElementProps {
  returnUrl?: string | undefined;
  stepInUrl?: boolean;
}

/**
 * While nobody is signed in, the portal's own `<fg-login-dialog>` on the page, over everything, with
 * the buy tag's CSP nonce. Its module is fetched only then (a signed-in customer never downloads the
 * login forms), and it is the page's element rather than one inside this shadow root, so its light
 * DOM stays visible to password managers and styled by its own sheet, as on any page.
 */
function useLoginDialogWhileSignedOut(signedOut: boolean, anchor: { current: HTMLElement | null }) {
  useEffect(() => {
    if (!signedOut) return;
    const root = anchor.current?.getRootNode();
    const host = root instanceof ShadowRoot && root.host instanceof HTMLElement ? root.host : undefined;
    // The property, as the browser hides the attribute once read (nonce hiding).
    const release = shareLoginDialog(host?.nonce || host?.getAttribute('nonce') || '');
    // After this commit: removing it unmounts the dialog's own root, which must not happen mid-render.
    return () => queueMicrotask(release);
  }, [signedOut, anchor]);
}

/** The one dialog the page's buy tags share while signed out, and how many of them are showing it. */
let sharedDialog: { element: HTMLElement; users: number } | undefined;

/** Puts the login dialog on the page, once for every buy tag on it; the returned release takes it away with the last. */
function shareLoginDialog(nonce: string): () => void {
  if (!sharedDialog) {
    void import('../login-dialog/login-dialog.element');
    const element = document.createElement('fg-login-dialog');
    if (nonce) element.nonce = nonce;
    element.setAttribute('forgot-password-href', portalAddress('/forgot-password'));
    document.body.append(element);
    sharedDialog = { element, users: 0 };
  }
  const shared = sharedDialog;
  shared.users += 1;
  return () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    shared.element.remove();
    if (sharedDialog === shared) sharedDialog = undefined;
  };
}

/**
 * A buy wizard as its custom element shows it (spec §2, §6): the product, under the blocking login /
 * create-account dialog while nobody is signed in or once the session has run out; the wizard keeps
 * its step and answers underneath and carries on after the login. Back points at the portal, also
 * from a page on another site.
 */
export function buyElement<P extends BuyElementProps>(Wizard: ComponentType<P>) {
  return function BuyElement(props: P) {
    const { user } = useSession();
    const anchor = useRef<HTMLSpanElement>(null);
    useLoginDialogWhileSignedOut(!user, anchor);
    return (
      <>
        <span ref={anchor} hidden />
        <Wizard
          {...props}
          returnUrl={portalAddress(props.returnUrl ?? PLATFORM_PATH)}
          // The host page's URL is the host's: several buy tags may share a page, and a host router may own the hash.
          stepInUrl={false}
        />
      </>
    );
  };
}
