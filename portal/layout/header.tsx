import { Suspense } from 'react';
import { Link } from 'wouter';
import { GROUP_WEBSITE_SECTIONS } from '../../src/config';
import { lazyWithRetry, retryOrReload } from '../../src/react/lazy-with-retry';
import { useSession } from '../../src/react/use-session';
import { color, font, makeStyles, space, useClasses } from '../../src/ui';
import { LoadErrorBoundary } from '../../src/ui/load-error-boundary';
import { loadAvatarMenu } from '../signed-in-chunks';
import { Logo } from './logo';

const AvatarMenu = lazyWithRetry(() => loadAvatarMenu().then((m) => m.default));

const headerStyles = makeStyles(() => ({
  header: { borderBottom: `4px solid ${color.primary}`, background: color.background },
  bar: {
    maxWidth: '72rem',
    margin: '0 auto',
    padding: `${space[3]} ${space[4]}`,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: space[4],
  },
  logo: {
    display: 'inline-flex',
    borderRadius: '4px',
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '2px' },
  },
  nav: { flex: 1, minWidth: 0 },
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${space[1]} ${space[4]}`,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  link: {
    color: color.text,
    fontFamily: font.family,
    fontSize: font.sizeSmall,
    fontWeight: 600,
    textDecoration: 'none',
    // WCAG 2.2 target size: at least 24 px tall when the links wrap on a phone.
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '24px',
    '&:hover': { color: color.primaryStrong, textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '2px' },
  },
}));

/** Spec §2: logo, the five group-website links, and the avatar menu when signed in. */
export function Header() {
  const classes = useClasses(headerStyles);
  const { user } = useSession();
  return (
    <header className={classes.header}>
      <div className={classes.bar}>
        <Link href="/" className={classes.logo}>
          <Logo />
        </Link>
        <nav aria-label="Group websites" className={classes.nav}>
          <ul className={classes.list}>
            {GROUP_WEBSITE_SECTIONS.map((section) => (
              <li key={section.href}>
                <a className={classes.link} href={section.href} rel="noopener">
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {user && (
          <LoadErrorBoundary onRetry={retryOrReload}>
            <Suspense fallback={null}>
              <AvatarMenu />
            </Suspense>
          </LoadErrorBoundary>
        )}
      </div>
    </header>
  );
}
