import { Link } from 'wouter';
import { COMPANY, FOOTER_PAGES, SOCIAL_LINKS } from '../../src/config';
import { useClasses } from '../../src/ui';
import { FooterDocuments } from './footer-documents';
import { footerSheet } from './footer-styles';

/** Spec §2 footer: documents from the content system, social links and the footer pages. */
export function Footer() {
  const classes = useClasses(footerSheet);
  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <section aria-labelledby="footer-documents">
          <h2 id="footer-documents" className={classes.heading}>
            Documents
          </h2>
          <FooterDocuments />
        </section>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={classes.heading}>
            Legal
          </h2>
          <ul className={classes.list}>
            {FOOTER_PAGES.map((page) => (
              <li key={page.href}>
                <Link className={classes.link} href={page.href}>
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-social">
          <h2 id="footer-social" className={classes.heading}>
            Follow us
          </h2>
          <ul className={classes.list}>
            {SOCIAL_LINKS.map((social) => (
              <li key={social.href}>
                <a className={classes.link} href={social.href} rel="noopener noreferrer">
                  {social.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={classes.legal}>
        © {new Date().getFullYear()} {COMPANY.name}. An authorised financial services provider.
      </p>
    </footer>
  );
}
