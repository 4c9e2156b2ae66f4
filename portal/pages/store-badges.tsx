import { COMPANY } from '../../src/config/company';
import { color, font, makeStyles, radius, space, typeScale, useClasses } from '../../src/ui';

const badgeStyles = makeStyles(() => ({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: space[3] },
  badge: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: space[3],
    minWidth: '12rem',
    minHeight: '56px',
    boxSizing: 'border-box',
    padding: `${space[2]} ${space[4]}`,
    borderRadius: radius,
    backgroundColor: color.text,
    color: color.onPrimary,
    textDecoration: 'none',
    '&:hover': { outline: `2px solid ${color.primary}`, outlineOffset: '2px' },
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '2px' },
  },
  icon: { width: '28px', height: '28px', flex: 'none', fill: 'currentColor' },
  text: { display: 'flex', flexDirection: 'column', lineHeight: 1.15 },
  small: { fontSize: typeScale.xSmall },
  large: { fontSize: font.sizeLarge, fontWeight: 600 },
}));

/** The two store badges, drawn inline so that the page loads no image files. */
export function StoreBadges() {
  const classes = useClasses(badgeStyles);
  return (
    <ul className={classes.list}>
      <li>
        <a className={classes.badge} href={COMPANY.apps.appStoreUrl}>
          <svg className={classes.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M16.4 12.7c0-2.4 2-3.5 2.1-3.6-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.3 1.2 9.7.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8-.1 0-2.5-1-2.5-3.9zM14 5.6c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z" />
          </svg>
          <span className={classes.text}>
            <span className={classes.small}>Download on the </span>
            <span className={classes.large}>App Store</span>
          </span>
        </a>
      </li>
      <li>
        <a className={classes.badge} href={COMPANY.apps.playStoreUrl}>
          <svg className={classes.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4.6 2.2c-.3.3-.5.8-.5 1.4v16.8c0 .6.2 1.1.5 1.4l9.5-9.8-9.5-9.8zm10.6 8.7 2.7-2.8L6.5 1.6c-.4-.2-.8-.3-1.1-.2l9.8 9.5zm0 2.2-9.8 9.5c.3.1.7 0 1.1-.2l11.4-6.5-2.7-2.8zm5.6-3.7-2.1-1.2-2.9 3 .1.1-.1.1 2.9 3 2.1-1.2c1-.6 1-2.2 0-2.8z" />
          </svg>
          <span className={classes.text}>
            <span className={classes.small}>Get it on </span>
            <span className={classes.large}>Google Play</span>
          </span>
        </a>
      </li>
    </ul>
  );
}
