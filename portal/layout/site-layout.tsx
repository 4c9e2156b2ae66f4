import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'wouter';
import { lazyWithRetry, retryOrReload } from '../../src/react/lazy-with-retry';
import { useSession } from '../../src/react/use-session';
import { color, font, makeStyles, PHONE, space, TAP_SIZE, useClasses, useStyles } from '../../src/ui';
import { LoadErrorBoundary } from '../../src/ui/load-error-boundary';
import { loadBottomNav } from '../signed-in-chunks';
import { BOTTOM_NAV_HEIGHT, hasBottomNav } from './bottom-nav-room';
import { Footer } from './footer';
import { Header } from './header';

const BOTTOM_NAV_ROOM = `calc(${BOTTOM_NAV_HEIGHT} + env(safe-area-inset-bottom))`;
const BottomNav = lazyWithRetry(() => loadBottomNav().then((m) => m.default));

const layoutStyles = makeStyles(() => ({
  shell: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    fontFamily: font.family,
    color: color.text,
    background: color.background,
  },
  // The fixed bottom navigation must not cover the end of the page (the footer's legal line): the page
  // ends that much lower. Set from the first render, so nothing moves when the bar arrives. Nor may it
  // cover what focus or a link scrolls to (WCAG 2.4.11): the scroll padding keeps that above the bar.
  roomForBottomNav: {
    [PHONE]: {
      paddingBottom: BOTTOM_NAV_ROOM,
      'html:has(&)': { scrollPaddingBottom: BOTTOM_NAV_ROOM },
    },
  },
  skip: {
    position: 'absolute',
    left: space[2],
    top: '-4rem',
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: TAP_SIZE,
    padding: `0 ${space[3]}`,
    background: color.background,
    color: color.primaryStrong,
    fontWeight: 600,
    zIndex: 10,
    '&:focus': { top: space[2] },
  },
  main: {
    flex: 1,
    // The footer starts below the first screen: pages that load their content after the first paint
    // (a lazy widget) then never push a visible footer down (no layout shift).
    minHeight: '100vh',
    width: '100%',
    maxWidth: '72rem',
    margin: '0 auto',
    padding: `${space[5]} ${space[4]}`,
    boxSizing: 'border-box',
    outline: 'none',
  },
}));

/**
 * Every page: skip link, header, the page in <main>, footer; on a phone, signed-in app pages add the
 * bottom navigation.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const classes = useClasses(layoutStyles);
  const { cx } = useStyles();
  const { user } = useSession();
  const [location] = useLocation();
  const withBottomNav = Boolean(user) && hasBottomNav(location);
  return (
    <div className={cx(classes.shell, withBottomNav && classes.roomForBottomNav)}>
      <a className={classes.skip} href="#main">
        Skip to main content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={classes.main} aria-label="Page content">
        {children}
      </main>
      {withBottomNav && (
        <LoadErrorBoundary onRetry={retryOrReload}>
          <Suspense fallback={null}>
            <BottomNav />
          </Suspense>
        </LoadErrorBoundary>
      )}
      <Footer />
    </div>
  );
}
