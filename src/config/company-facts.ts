/**
 * The company facts a customer relies on: configuration, not code. The site server hands them to the
 * page with the API bases (FG_COMPANY_*; required with FG_SANDBOX=off), a host page may declare them in
 * its `data-fg-config` block, and components read them with `useCompanyFacts()`.
 */
export interface CompanyFacts {
  /** The FSP licence number, digits only: shown as 'FSP No. 46913'. */
  readonly fspNumber: string;
  readonly telephone: string;
  readonly fax: string;
  /** The physical address on one line. */
  readonly address: string;
  /** Where customers e-mail changes the portal cannot make online: bank and contact details (spec §6). */
  readonly supportEmail: string;
}

/** The sandbox's facts, and the defaults when nothing is configured: a plausible demo, not the group's. */
export const DEMO_COMPANY_FACTS: CompanyFacts = {
  fspNumber: '46913',
  telephone: '0860 334 768',
  fax: '011 783 4990',
  address: '14 Rivonia Road, Sandhurst, Sandton, Johannesburg, 2196',
  supportEmail: 'clientservices@fedgroup.co.za',
};

/** The tel: link of a telephone number as it is written ('0860 334 768' → 'tel:0860334768'). */
export function telephoneHref(telephone: string): string {
  return `tel:${telephone.replace(/[^\d+]/g, '')}`;
}
