import { useEffect } from 'react';
import { COMPANY } from '../../src/config/company';
import { storeUrlFor } from '../../src/domain/app-links';
import { currentDevice } from './current-device';
import { DownloadScreen } from './download-screen';
import { leaveSite } from './leave-site';

/**
 * /download (spec §2): phones go straight to their store listing; everything else sees the download
 * screen, which also stays as the fallback should the store fail to open.
 */
export function DownloadPage() {
  useEffect(() => {
    const storeUrl = storeUrlFor(currentDevice(), COMPANY.apps);
    if (storeUrl) leaveSite(storeUrl);
  }, []);
  return <DownloadScreen />;
}
