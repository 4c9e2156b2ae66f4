/** The header's five links to the group website's sections (spec §2, §9: five links). */
export const GROUP_WEBSITE_SECTIONS = [
  { label: 'Investments', href: 'https://www.fedgroup.co.za/investments' },
  { label: 'Commercial Finance', href: 'https://www.fedgroup.co.za/commercial-finance' },
  { label: 'Employee Benefits', href: 'https://www.fedgroup.co.za/employee-benefits' },
  { label: 'Wills and Trusts', href: 'https://www.fedgroup.co.za/wills-and-trusts' },
  { label: 'About Us', href: 'https://www.fedgroup.co.za/about-us' },
] as const;

/** Social links in the footer. */
export const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/fedgroup' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/fedgroup' },
  { label: 'X (Twitter)', href: 'https://x.com/fedgroup' },
  { label: 'Instagram', href: 'https://www.instagram.com/fedgroup' },
  { label: 'YouTube', href: 'https://www.youtube.com/@fedgroup' },
] as const;

/** The footer's own pages (spec §2). */
export const FOOTER_PAGES = [
  { label: 'FAIS disclosure', href: '/fais' },
  { label: 'Disclaimer', href: '/disclaimer' },
  { label: 'Privacy notice', href: '/privacy' },
  { label: 'Treating customers fairly', href: '/treating-customers-fairly' },
] as const;
