import { COMPANY } from '../../src/config/company';
import { color, font, makeStyles, radius, space, typeScale, useClasses } from '../../src/ui';

const directoryStyles = makeStyles(() => ({
  heading: { fontSize: typeScale.h3, lineHeight: 1.3, margin: `0 0 ${space[4]}` },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: space[3],
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  },
  link: {
    display: 'block',
    height: '100%',
    boxSizing: 'border-box',
    padding: space[4],
    border: `1px solid ${color.divider}`,
    borderRadius: radius,
    color: color.text,
    textDecoration: 'none',
    backgroundColor: color.background,
    '&:hover': { borderColor: color.primaryStrong },
    '&:hover > span:first-of-type': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '2px' },
  },
  label: { display: 'block', fontWeight: 700, color: color.primaryStrong, marginBottom: space[1] },
  description: { display: 'block', fontSize: font.sizeSmall, color: color.textMuted },
}));

/** The landing page's directory of the group website: company, news, promotion, wealth, life, future, ventures. */
export function LandingDirectory() {
  const classes = useClasses(directoryStyles);
  return (
    <nav aria-labelledby="landing-directory">
      <h2 id="landing-directory" className={classes.heading}>
        Explore the {COMPANY.name} website
      </h2>
      <ul className={classes.list}>
        {COMPANY.directory.map((entry) => (
          <li key={entry.id}>
            <a className={classes.link} href={entry.href}>
              <span className={classes.label}>{entry.label}</span>{' '}
              <span className={classes.description}>{entry.description}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
