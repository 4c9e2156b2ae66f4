import { ButtonLink, color, font, makeStyles, space, useClasses } from '../../src/ui';
import { usePageTitle } from '../use-page-title';

const invalidStyles = makeStyles(() => ({
  page: {
    maxWidth: '40rem',
    margin: '0 auto',
    padding: `${space[2]} 0`,
    fontFamily: font.family,
    lineHeight: font.lineHeight,
    color: color.text,
  },
  title: { fontSize: '2rem', lineHeight: 1.2, margin: `0 0 ${space[3]}` },
  text: { margin: `0 0 ${space[5]}` },
  actions: { display: 'flex', flexWrap: 'wrap', gap: space[3] },
}));

/** What /redirect shows instead of following a link it refuses. */
export function InvalidLink() {
  const classes = useClasses(invalidStyles);
  usePageTitle('Link not valid');
  return (
    <div className={classes.page}>
      <h1 className={classes.title}>This link is not valid</h1>
      <p className={classes.text}>
        This link is not valid. It may be incomplete, out of date or altered, so we have not followed it. Open
        the link again from the latest e-mail we sent you, or log in to continue.
      </p>
      <div className={classes.actions}>
        <ButtonLink href="/login">Login</ButtonLink>
        <ButtonLink href="/" variant="secondary">
          Go to the home page
        </ButtonLink>
      </div>
    </div>
  );
}
