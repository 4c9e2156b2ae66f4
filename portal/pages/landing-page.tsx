import { COMPANY } from '../../src/config/company';
import {
  ButtonLink,
  Card,
  color,
  font,
  makeStyles,
  radius,
  space,
  typeScale,
  useClasses,
  WIDE,
} from '../../src/ui';
import { usePageTitle } from '../use-page-title';
import { GETTING_STARTED, OFFERINGS } from './landing-content';
import { LandingDirectory } from './landing-directory';

const landingStyles = makeStyles(() => ({
  page: { fontFamily: font.family, lineHeight: font.lineHeight, color: color.text },
  hero: {
    backgroundColor: color.primaryBg,
    borderRadius: radius,
    padding: `clamp(${space[4]}, 5vw, ${space[7]})`,
  },
  title: {
    fontSize: typeScale.h2,
    [WIDE]: { fontSize: typeScale.display },
    lineHeight: 1.15,
    margin: `0 0 ${space[3]}`,
    maxWidth: '24ch',
  },
  lead: {
    fontSize: font.size,
    [WIDE]: { fontSize: font.sizeLarge },
    margin: `0 0 ${space[5]}`,
    maxWidth: '60ch',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: space[3], marginBottom: space[4] },
  app: { margin: 0 },
  section: { paddingTop: space[6] },
  heading: { fontSize: typeScale.h3, lineHeight: 1.3, margin: `0 0 ${space[4]}` },
  offers: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: space[4],
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
    '& > li > section': { height: '100%', borderTop: `4px solid ${color.primary}` },
  },
  offerText: { margin: 0 },
  steps: { margin: 0, paddingInlineStart: space[5], maxWidth: '60ch', '& li + li': { marginTop: space[2] } },
  directory: { paddingTop: space[6] },
}));

/** / (exact): the public landing page (spec §2). It imports nothing of the signed-in app, to stay light. */
export function LandingPage() {
  const classes = useClasses(landingStyles);
  usePageTitle('Invest, save and plan');
  return (
    <div className={classes.page}>
      <section className={classes.hero} aria-labelledby="landing-title">
        <h1 id="landing-title" className={classes.title}>
          Invest, save and plan for the people who matter
        </h1>
        <p className={classes.lead}>
          Fixed-rate secured investments, tax-free savings, unit trusts, retirement funds, wills and trusts
          from {COMPANY.name}: see and manage them all in one place.
        </p>
        <div className={classes.actions}>
          <ButtonLink href="/login">Login</ButtonLink>
          <ButtonLink href="/sign-up" variant="secondary">
            Create an account
          </ButtonLink>
        </div>
        <p className={classes.app}>
          On your phone?{' '}
          <ButtonLink href="/download" variant="link">
            Get the {COMPANY.name} app
          </ButtonLink>
        </p>
      </section>

      <section className={classes.section} aria-labelledby="landing-offers">
        <h2 id="landing-offers" className={classes.heading}>
          What we offer
        </h2>
        <ul className={classes.offers}>
          {OFFERINGS.map((offering) => (
            <li key={offering.id}>
              <Card title={offering.title} headingLevel={3}>
                <p className={classes.offerText}>{offering.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section className={classes.section} aria-labelledby="landing-start">
        <h2 id="landing-start" className={classes.heading}>
          Get started in three steps
        </h2>
        <ol className={classes.steps}>
          {GETTING_STARTED.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <div className={classes.directory}>
        <LandingDirectory />
      </div>
    </div>
  );
}
