import type { LinkState } from '../store';

/** The portal's link pages (spec §2), as the e-mails name them. */
const LINK_PAGES: Record<LinkState['kind'], string> = {
  SIReinvest: '/secured-investement-reinvestment-thank-you',
  TFSSwitch: '/tfsa-switch',
};

/** The page URL an e-mail gives its customer: the link's reference, id and terms, and its token. */
export function emailedLinkUrl(origin: string, link: LinkState, token: string): string {
  const query = new URLSearchParams({ reference: link.reference });
  if (link.terms) {
    query.set('Cat', link.terms.category);
    query.set('option', link.terms.option);
    query.set('MatRate', String(link.terms.maturityRate));
    query.set('Reinv', String(link.terms.reinvestAmount));
    query.set('id', link.id);
  }
  query.set('token', token);
  return `${origin}${LINK_PAGES[link.kind]}?${query.toString()}`;
}
