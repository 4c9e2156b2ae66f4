import { Link } from 'wouter';
import { COMPANY, FOOTER_PAGES, SOCIAL_LINKS, telephoneHref } from '../../src/config';
import { useCompanyFacts } from '../../src/react/widget-context';
import { useClasses } from '../../src/ui';
import { FooterDocuments } from './footer-documents';
import { footerSheet } from './footer-styles';

/**
 * Spec §2 footer, laid out as DESIGN §3 asks: one row of links (the footer pages, the documents from the
 * content system, the social links) and one legal line with the FSP number and the phone number.
 */
export function Footer() {
  const classes = useClasses(footerSheet);
  const facts = useCompanyFacts();
  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <nav aria-label="Footer">
          <ul className={classes.row}>
            {FOOTER_PAGES.map((page) => (
              <li key={page.href}>
                <Link className={classes.link} href={page.href}>
                  {page.label}
                </Link>
              </li>
            ))}
            <FooterDocuments />
            {SOCIAL_LINKS.map((social) => (
              <li key={social.href}>
                <a className={classes.link} href={social.href} rel="noopener noreferrer">
                  {social.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className={classes.legal}>
          © {new Date().getFullYear()} {COMPANY.name}, an authorised financial services provider, FSP No.{' '}
          {facts.fspNumber}. Call{' '}
          <a className={classes.phone} href={telephoneHref(facts.telephone)}>
            {facts.telephone}
          </a>
          .
        </p>
      </div>
    </footer>
  );
}
