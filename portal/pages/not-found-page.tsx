import { COMPANY, telephoneHref } from '../../src/config';
import { useCompanyFacts } from '../../src/react/widget-context';
import { color, font, makeStyles, space, useClasses } from '../../src/ui';
import { pageTitle } from '../../src/ui/page-heading-styles';
import { usePageTitle } from '../use-page-title';

const notFoundStyles = makeStyles(() => ({
  page: { maxWidth: '40rem', margin: '0 auto', padding: `${space[6]} ${space[4]}`, fontFamily: font.family },
  code: { ...pageTitle, color: color.primaryStrong },
  lead: { fontSize: font.sizeLarge, margin: `${space[3]} 0 ${space[5]}` },
  link: { color: color.primaryStrong, fontWeight: 600 },
  contact: { marginTop: space[6], lineHeight: font.lineHeight },
  address: { fontStyle: 'normal' },
  term: { fontWeight: 600 },
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${space[1]} ${space[4]}`,
    margin: 0,
  },
  detail: { margin: 0 },
}));

/** Spec §2: any other path. */
export function NotFoundPage() {
  const styles = useClasses(notFoundStyles);
  const facts = useCompanyFacts();
  usePageTitle('Page not found');
  return (
    <div className={styles.page}>
      <h1 className={styles.code}>404</h1>
      <p className={styles.lead}>The page you're looking for could not be found.</p>
      <a className={styles.link} href={COMPANY.homeUrl}>
        Go to the {COMPANY.name} home page
      </a>
      <section className={styles.contact} aria-labelledby="contact-us">
        <h2 id="contact-us">Contact us</h2>
        <address className={styles.address}>
          <dl className={styles.list}>
            <dt className={styles.term}>Telephone</dt>
            <dd className={styles.detail}>
              <a className={styles.link} href={telephoneHref(facts.telephone)}>
                {facts.telephone}
              </a>
            </dd>
            <dt className={styles.term}>Fax</dt>
            <dd className={styles.detail}>{facts.fax}</dd>
            <dt className={styles.term}>Physical address</dt>
            <dd className={styles.detail}>{facts.address}</dd>
          </dl>
        </address>
      </section>
    </div>
  );
}
