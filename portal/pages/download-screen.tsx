import { COMPANY } from '../../src/config/company';
import { ButtonLink, color, font, makeStyles, space, useClasses } from '../../src/ui';
import { pageTitle } from '../../src/ui/page-heading-styles';
import { usePageTitle } from '../use-page-title';
import { StoreBadges } from './store-badges';

const screenStyles = makeStyles(() => ({
  page: {
    maxWidth: '40rem',
    margin: '0 auto',
    padding: `${space[2]} 0`,
    fontFamily: font.family,
    lineHeight: font.lineHeight,
    color: color.text,
  },
  title: { ...pageTitle, margin: `0 0 ${space[3]}` },
  lead: { margin: `0 0 ${space[5]}` },
  continue: { marginTop: space[6] },
}));

/** The screen /download and /redirect share (spec §2): store badges and 'Continue on Website'. */
export function DownloadScreen() {
  const classes = useClasses(screenStyles);
  usePageTitle('Download the app');
  return (
    <div className={classes.page}>
      <h1 className={classes.title}>Download the app from your preferred platform</h1>
      <p className={classes.lead}>
        Check your balances, activate your account and invest with {COMPANY.name} wherever you are.
      </p>
      <StoreBadges />
      <div className={classes.continue}>
        <ButtonLink href="/app" variant="secondary">
          Continue on Website
        </ButtonLink>
      </div>
    </div>
  );
}
