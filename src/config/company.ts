// The configured facts live in their own module, so that every widget's config carries them without this one.
export { type CompanyFacts, DEMO_COMPANY_FACTS, telephoneHref } from './company-facts';

/**
 * The group's name, web addresses and mailboxes that are the same in every deployment, shown on the
 * public pages. The facts that differ (FSP number, numbers, address, mailboxes, registration, licence,
 * key individuals) are configuration:
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
