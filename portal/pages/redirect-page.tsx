import { useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { COMPANY } from '../../src/config/company';
import { activationDeepLink, planRedirect } from '../../src/domain/app-links';
import { currentDevice } from './current-device';
import { DownloadPage } from './download-page';
import { DownloadScreen } from './download-screen';
import { InvalidLink } from './invalid-link';
import { leaveSite } from './leave-site';

/** The path of this page; the query-less form is where a link without Destination and PartyId goes. */
const REDIRECT_PATH = '/redirect';

/**
 * /redirect (spec §2): a link from an e-mail. Phones open the app's account-activation screen; desktops
 * go to the named route of this portal, and only to an allow-listed one.
 */
export function RedirectPage() {
  // useSearch has already applied decodeURI. Decoding twice can only turn a Destination into another
  // string, which must still be an allow-listed name, so nothing unsafe can get through that way.
  const search = useSearch();
  const [, navigate] = useLocation();
  const plan = useMemo(() => planRedirect(search, currentDevice()), [search]);

  useEffect(() => {
    if (plan.kind === 'bare-redirect') navigate(REDIRECT_PATH, { replace: true });
    else if (plan.kind === 'navigate') navigate(plan.path, { replace: true });
    else if (plan.kind === 'open-app')
      leaveSite(activationDeepLink(COMPANY.apps.activationDeepLink, plan.knownAsName));
  }, [plan, navigate]);

  if (plan.kind === 'refuse') return <InvalidLink />;
  // The bare /redirect is the download screen, phones' store redirect included.
  if (plan.kind === 'download') return <DownloadPage />;
  // Shown while the app opens, and left in place for a phone without the app installed.
  if (plan.kind === 'open-app') return <DownloadScreen />;
  return null;
}
