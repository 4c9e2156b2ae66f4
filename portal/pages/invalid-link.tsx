import { ButtonLink, makeStyles, space, useClasses } from '../../src/ui';
import { usePageTitle } from '../use-page-title';
import { NarrowPage } from './narrow-page';

const invalidStyles = makeStyles(() => ({
  text: { margin: `0 0 ${space[5]}` },
  actions: { display: 'flex', flexWrap: 'wrap', gap: space[3] },
}));

/** What /redirect shows instead of following a link it refuses. */
export function InvalidLink() {
  const classes = useClasses(invalidStyles);
  usePageTitle('Link not valid');
  return (
    <NarrowPage title="This link is not valid">
      <p className={classes.text}>
        This link is not valid. It may be incomplete, out of date or altered, so we have not followed it. Open
        the link again from the latest e-mail we sent you, or log in to continue.
      </p>
      <div className={classes.actions}>
        <ButtonLink href="/login">Log in</ButtonLink>
        <ButtonLink href="/" variant="secondary">
          Go to the home page
        </ButtonLink>
      </div>
    </NarrowPage>
  );
}
