/** Marks a fact the group has still to supply, so that it reads as missing rather than as true. */
export const PLACEHOLDER = '[to be confirmed — placeholder]';

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

/**
 * The group's name, web addresses and mailboxes that are the same in every deployment, shown on the
 * public pages. The facts that differ (FSP number, numbers, address, support mailbox) are configuration:
 * {@link CompanyFacts}.
 */
export const COMPANY = {
  name: 'Fedgroup',
  homeUrl: 'https://www.fedgroup.co.za',
  complaintsEmail: 'complaints@fedgroup.co.za',
  privacyEmail: 'privacy@fedgroup.co.za',
  /** The landing page's directory of the group website (spec §2). */
  directory: [
    {
      id: 'company',
      label: 'About the company',
      description: 'Who we are, our leadership and how we are governed.',
      href: 'https://www.fedgroup.co.za/about-us',
    },
    {
      id: 'news',
      label: 'News',
      description: 'Announcements, market commentary and media releases.',
      href: 'https://www.fedgroup.co.za/news',
    },
    {
      id: 'promotion',
      label: 'Promotions',
      description: 'Current offers and their terms and conditions.',
      href: 'https://www.fedgroup.co.za/promotions',
    },
    {
      id: 'wealth',
      label: 'Wealth',
      description: 'Secured investments, tax-free savings and unit trusts.',
      href: 'https://www.fedgroup.co.za/wealth',
    },
    {
      id: 'life',
      label: 'Life',
      description: 'Employee benefits, retirement funds and group risk cover.',
      href: 'https://www.fedgroup.co.za/life',
    },
    {
      id: 'future',
      label: 'Future',
      description: 'Wills, trusts and estate planning.',
      href: 'https://www.fedgroup.co.za/future',
    },
    {
      id: 'ventures',
      label: 'Ventures',
      description: 'Direct ownership in South African businesses with impact.',
      href: 'https://www.fedgroup.co.za/ventures',
    },
  ],
  /** The mobile app (spec §2 /download and /redirect). */
  apps: {
    appStoreUrl: 'https://apps.apple.com/za/app/fedgroup/id1500000000',
    playStoreUrl: 'https://play.google.com/store/apps/details?id=za.co.fedgroup.app',
    /** Opens the app's account-activation screen; `KnownAsName` is appended as a query parameter. */
    activationDeepLink: 'fgportal://activate-account',
  },
} as const;
