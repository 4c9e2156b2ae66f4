/** A key individual on the FSP licence: who, and what they oversee. */
interface KeyIndividual {
  readonly name: string;
  readonly role: string;
}

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
  /** The name registered with CIPC, e.g. '… (Pty) Ltd' (/fais, /privacy). */
  readonly registeredName: string;
  /** The CIPC registration number, 'YYYY/NNNNNN/NN'. */
  readonly registrationNumber: string;
  /** The categories and subcategories on the FSP licence, one entry each. */
  readonly licenceCategories: readonly string[];
  readonly keyIndividuals: readonly KeyIndividual[];
  /** The compliance officer FAIS requires us to name, and where to reach them. */
  readonly complianceOfficer: string;
  readonly complianceEmail: string;
}

/** The sandbox's facts, and the defaults when nothing is configured: a plausible demo, not the group's. */
export const DEMO_COMPANY_FACTS: CompanyFacts = {
  fspNumber: '46913',
  telephone: '0860 334 768',
  fax: '011 783 4990',
  address: '14 Rivonia Road, Sandhurst, Sandton, Johannesburg, 2196',
  supportEmail: 'clientservices@fedgroup.co.za',
  registeredName: 'FG Group Financial Services (Pty) Ltd',
  registrationNumber: '2004/012345/07',
  licenceCategories: [
    'Category I: Long-term Insurance subcategory B1',
    'Category I: Retail Pension Benefits',
    'Category I: Pension Fund Benefits',
    'Category I: Securities and Instruments: Debentures and securitised debt',
    'Category I: Participatory interests in a collective investment scheme',
  ],
  keyIndividuals: [
    { name: 'Nomvula Khumalo', role: 'Managing director' },
    { name: 'Pieter van der Merwe', role: 'Head of investments' },
  ],
  complianceOfficer: 'Ayesha Patel',
  complianceEmail: 'compliance@fedgroup.co.za',
};

/** The tel: link of a telephone number as it is written ('0860 334 768' → 'tel:0860334768'). */
export function telephoneHref(telephone: string): string {
  return `tel:${telephone.replace(/[^\d+]/g, '')}`;
}
