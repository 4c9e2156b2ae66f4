/**
 * The group's public contact facts, shown on the 404 page and in the footer.
 * The numbers below are the sandbox's stand-ins: replace them with the group's published details.
 */
export const COMPANY = {
  name: 'Fedgroup',
  homeUrl: 'https://www.fedgroup.co.za',
  telephone: '+27 11 000 0100',
  fax: '+27 11 000 0101',
  address: ['FG Place', '1 Rivonia Road', 'Sandton', 'Johannesburg, 2196'],
} as const;
