import type { ReactNode } from 'react';
import { color, font, makeStyles, space, TAP_SIZE, useClasses } from '../../src/ui';
import { Footer } from './footer';
import { Header } from './header';

const layoutStyles = makeStyles(() => ({
  shell: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    fontFamily: font.family,
    color: color.text,
    background: color.background,
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

/** Every page: skip link, header, the page in <main>, footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const classes = useClasses(layoutStyles);
  return (
    <div className={classes.shell}>
      <a className={classes.skip} href="#main">
        Skip to main content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={classes.main} aria-label="Page content">
        {children}
      </main>
      <Footer />
    </div>
  );
}
