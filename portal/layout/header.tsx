import { Suspense, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { GROUP_WEBSITE_SECTIONS } from '../../src/config';
import { lazyWithRetry, retryOrReload } from '../../src/react/lazy-with-retry';
import { useSession } from '../../src/react/use-session';
import {
  color,
  font,
  makeStyles,
  PHONE,
  radii,
  radius,
  space,
  TAP_SIZE,
  TAP_SIZE_MIN,
  useClasses,
  useStyles,
} from '../../src/ui';
import { visuallyHidden } from '../../src/ui/base-styles';
import { useDomId } from '../../src/ui/dom-id';
import { LoadErrorBoundary } from '../../src/ui/load-error-boundary';
import { loadAvatarMenu } from '../signed-in-chunks';
import { Logo } from './logo';
import { wizardProductAt } from './wizard-products';

const AvatarMenu = lazyWithRetry(() => loadAvatarMenu().then((m) => m.default));

// Below 768 px the group links fold into an "Our group" disclosure, so the header is one row (logo,
// Our group, avatar) and the page's own heading starts near the top of a phone's first screen.

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
    [PHONE]: { padding: `${space[2]} ${space[3]}`, gap: space[2], rowGap: 0 },
  },
  logo: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: TAP_SIZE,
    borderRadius: radii.small,
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '2px' },
  },
  menuButton: {
    display: 'none',
    [PHONE]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: space[2],
      minHeight: TAP_SIZE,
      minWidth: TAP_SIZE,
      marginInlineStart: 'auto',
      padding: `0 ${space[3]}`,
      border: `1px solid ${color.divider}`,
      borderRadius: radius,
      background: color.background,
      color: color.text,
      fontFamily: font.family,
      fontSize: font.sizeSmall,
      fontWeight: 600,
      cursor: 'pointer',
      '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '2px' },
    },
  },
  // The links go to the public website, not to the portal's pages of the same names (Investments…):
  // they sit under a visible "Our group" label, each with an external-link mark.
  nav: {
    flex: 1,
    minWidth: 0,
    display: 'flex',
    alignItems: 'center',
    gap: space[4],
    [PHONE]: { display: 'none', order: 3, flexBasis: '100%', paddingBlock: space[2] },
  },
  navOpen: { [PHONE]: { display: 'block' } },
  groupLabel: {
    color: color.textMuted,
    fontSize: font.sizeSmall,
    // On a phone the disclosure's button already reads "Our group".
    [PHONE]: visuallyHidden,
  },
  hidden: visuallyHidden,
  product: { color: color.textMuted, fontSize: font.sizeSmall, fontWeight: 500 },
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${space[1]} ${space[4]}`,
    listStyle: 'none',
    margin: 0,
    padding: 0,
    [PHONE]: { flexDirection: 'column', gap: 0 },
  },
  link: {
    color: color.text,
    fontFamily: font.family,
    fontSize: font.sizeSmall,
    fontWeight: 600,
    textDecoration: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    gap: space[1],
    minHeight: TAP_SIZE_MIN,
    '&:hover': { color: color.primaryStrong, textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '2px' },
    // WCAG 2.2 target size on touch screens: 44 px rows.
    [PHONE]: { display: 'flex', minHeight: TAP_SIZE },
  },
}));

/** The name of the header's group links, on the phone's disclosure button and beside the links. */
const GROUP_LABEL = 'Our group';
/** Read after each group link, so none is taken for the portal's tab of the same name. */
const OPENS_GROUP_SITE = ' (opens the group website)';

/** The external-link mark after each group link: an arrow leaving a box, decorative. */
function ExternalMark() {
  return (
    <svg aria-hidden="true" width="0.75em" viewBox="0 0 12 12">
      <path d="M5 2H2v8h8V7M7 1h4v4M11 1 5.5 6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/** The logo, leading home: first in both headers. */
function HomeLink() {
  const classes = useClasses(headerStyles);
  return (
    <Link href="/" className={classes.logo}>
      <Logo />
    </Link>
  );
}

/**
 * A buy wizard's header (DESIGN §3, mockups c–e): the logo and the product, nothing else to leave by. The
 * wizard's own "Cancel purchase" stays in its header row, where the tag keeps it on any host's page too,
 * so the portal does not show a second one here; nor the group links or the avatar menu mid-purchase.
 */
function FocusedHeader({ product }: { product: string }) {
  const classes = useClasses(headerStyles);
  return (
    <header className={classes.header}>
      <div className={classes.bar}>
        <HomeLink />
        <span className={classes.product}>{product}</span>
      </div>
    </header>
  );
}

/** The focused header on a buy wizard's page, else the site's (spec §2). */
export function Header() {
  const [location] = useLocation();
  const product = wizardProductAt(location);
  return product ? <FocusedHeader product={product} /> : <SiteHeader />;
}

/**
 * Spec §2: logo, the five group-website links, and the avatar menu when signed in. The links are
 * labelled "Our group" and each says it opens the group website, so "Investments" there is not
 * mistaken for the portal's Investments tab; below 768 px they fold into an "Our group" disclosure.
 */
function SiteHeader() {
  const classes = useClasses(headerStyles);
  const { cx } = useStyles();
  const { user } = useSession();
  const navId = useDomId();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    menuButton.current?.focus();
  };
  // Escape closes the disclosure from anywhere on the page, and focus goes back to its button. Listening
  // from the render that opens it (a layout effect): an effect waits for a frame, and an Escape pressed
  // as soon as the links show would go unheard.
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });
  return (
    <header className={classes.header}>
      <div className={classes.bar}>
        <HomeLink />
        <button
          ref={menuButton}
          type="button"
          className={classes.menuButton}
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {GROUP_LABEL}
        </button>
        <nav
          id={navId}
          aria-labelledby={`${navId}-label`}
          className={cx(classes.nav, open && classes.navOpen)}
        >
          <span id={`${navId}-label`} className={classes.groupLabel}>
            {GROUP_LABEL}
          </span>
          <ul className={classes.list}>
            {GROUP_WEBSITE_SECTIONS.map((section) => (
              <li key={section.href}>
                <a className={classes.link} href={section.href} rel="noopener">
                  {section.label}
                  <ExternalMark />
                  <span className={classes.hidden}>{OPENS_GROUP_SITE}</span>
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
