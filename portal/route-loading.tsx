import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { useLocation } from 'wouter';
import { retryOrReload } from '../src/react/lazy-with-retry';
import { Spinner } from '../src/ui';
import { ResettingFailureBoundary } from '../src/ui/failure-boundary';
import { LOAD_FAILED_TITLE, LoadFailed } from '../src/ui/load-error-boundary';
import { PageTitle } from '../src/ui/page-title';

/** In place of a page: the failure is the page's level-one heading. */
function PageFailed(retry: () => void) {
  return (
    <>
      <PageTitle>{LOAD_FAILED_TITLE}</PageTitle>
      <LoadFailed onRetry={retry} title={null} />
    </>
  );
}

/**
 * Where lazily loaded pages render: a spinner while the chunk downloads, and a short message with
 * Try again (inside the layout, which stays) when it fails to download or to render.
 */
export function Loading({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ResettingFailureBoundary resetKey={location} onRetry={retryOrReload} fallback={PageFailed}>
      <Suspense fallback={<Spinner label="Loading" showLabel />}>{children}</Suspense>
    </ResettingFailureBoundary>
  );
}
