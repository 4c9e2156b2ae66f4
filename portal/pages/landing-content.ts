/** One product family on the landing page. */
export interface Offering {
  id: string;
  title: string;
  text: string;
}

/** The landing page's marketing sections, in the order a prospect usually considers them. */
export const OFFERINGS: readonly Offering[] = [
  {
    id: 'secured-investments',
    title: 'Secured investments with fixed rates',
    text: 'Lock in a fixed rate for the full term, so you know from day one what your money will earn. Choose the term that fits your plans, and at maturity decide whether to reinvest or be paid out.',
  },
  {
    id: 'tax-free-savings',
    title: 'Tax-free savings',
    text: 'Pay no tax on interest, dividends or growth, up to the annual and lifetime limits set by SARS. Start with a lump sum or a monthly debit order, and watch the tax you save compound.',
  },
  {
    id: 'unit-trusts',
    title: 'Unit trusts',
    text: 'Diversified portfolios run by professional managers for long-term growth. Invest monthly or once-off, and see your units and their value whenever you sign in.',
  },
  {
    id: 'employee-benefits',
    title: 'Employee benefits and retirement',
    text: 'Retirement funding, group life and funeral cover for your team. Members track their fund value, change their investment option and plan towards replacing 75% of their salary at retirement.',
  },
  {
    id: 'wills-and-trusts',
    title: 'Wills and trusts',
    text: 'A professionally drafted will, trust and estate plan, so that what you have built passes to the people you choose with less delay and cost for your family.',
  },
  {
    id: 'ventures',
    title: 'Impact investing and ventures',
    text: 'Own a direct stake in South African businesses that create jobs and clean energy, such as solar power for farms and factories, and see the difference your money makes.',
  },
];

/** How a prospect starts, shown as numbered steps. */
export const GETTING_STARTED: readonly string[] = [
  'Create your account with your contact details and your identity or passport number.',
  'Verify your identity by uploading your FICA documents: a copy of your ID and a proof of address.',
  'Invest online in minutes, or see every product you already hold in one place.',
];
