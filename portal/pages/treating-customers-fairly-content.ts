import { COMPANY } from '../../src/config/company';
import type { LegalDocument } from './legal-document';

/** The six Treating Customers Fairly outcomes of the FSCA, each with how the group meets it. */
export const TCF_DOCUMENT: LegalDocument = {
  title: 'Treating customers fairly',
  summary: `Treating Customers Fairly (TCF) is the Financial Sector Conduct Authority’s standard for how financial institutions must treat their customers. It sets six outcomes. Here is each one, and what ${COMPANY.name} does to deliver it.`,
  sections: [
    {
      id: 'outcome-1',
      heading: 'Outcome 1: Fairness is part of our culture',
      blocks: [
        'Customers can be confident they are dealing with firms where the fair treatment of customers is central to the corporate culture.',
        {
          list: [
            'Our board and executive committee review reports on conduct and customer outcomes regularly.',
            'Fair treatment is part of every employee’s performance measures, not only sales targets.',
            'New products, campaigns and processes are checked against the TCF outcomes before launch.',
          ],
        },
      ],
    },
    {
      id: 'outcome-2',
      heading: 'Outcome 2: Products designed for the people who buy them',
      blocks: [
        'Products and services marketed and sold in the retail market are designed to meet the needs of identified customer groups and are targeted accordingly.',
        {
          list: [
            'Each product has a defined target market, and we review regularly whether it still serves that market well.',
            'Minimum amounts, terms and access to money are set so that the product fits the customers it is meant for.',
            'Customers who hold no product of a kind see it as a suggestion, never as a default choice.',
          ],
        },
      ],
    },
    {
      id: 'outcome-3',
      heading: 'Outcome 3: Clear information before, during and after a sale',
      blocks: [
        'Customers are given clear information and are kept appropriately informed before, during and after the point of sale.',
        {
          list: [
            'Rates, terms, fees and risks are shown in plain language before you commit, and confirmed in writing afterwards.',
            'This portal shows your balances and holdings whenever you sign in, and we send regular statements.',
            'We tell you in good time about maturity dates, rate changes and anything else that affects your product.',
          ],
        },
      ],
    },
    {
      id: 'outcome-4',
      heading: 'Outcome 4: Suitable advice',
      blocks: [
        'Where customers receive advice, the advice is suitable and takes account of their circumstances.',
        {
          list: [
            'Our representatives complete a needs analysis and record the reasons for every recommendation.',
            'They meet the FAIS fit and proper requirements and are supervised until they are fully qualified.',
            'When you buy online without advice, we say so clearly, so that you know the choice is yours.',
          ],
        },
      ],
    },
    {
      id: 'outcome-5',
      heading: 'Outcome 5: Products and service that meet expectations',
      blocks: [
        'Customers are provided with products that perform as firms have led them to expect, and the associated service is of an acceptable standard and as they have been led to expect.',
        {
          list: [
            'A fixed rate you accept is the rate you receive for the full term.',
            'We measure our service against published turnaround times and ask you to rate us after you deal with us.',
            'Ratings and complaints are analysed regularly, and the causes of repeated problems are fixed.',
          ],
        },
      ],
    },
    {
      id: 'outcome-6',
      heading: 'Outcome 6: No unreasonable barriers after a sale',
      blocks: [
        'Customers do not face unreasonable post-sale barriers imposed by firms to change product, switch provider, submit a claim or make a complaint.',
        {
          list: [
            'You can update your details, change a member-choice investment option and reinvest online.',
            'Any cost of changing or ending a product is disclosed before you buy it.',
            'Claims and complaints can be lodged by e-mail, telephone or in writing, and the FAIS disclosure explains how to escalate a complaint to the FAIS Ombud.',
          ],
        },
        {
          details: [
            {
              term: 'Complaints',
              value: COMPANY.complaintsEmail,
              href: `mailto:${COMPANY.complaintsEmail}`,
            },
            { term: 'FAIS disclosure', value: 'How to complain and escalate', href: '/fais' },
          ],
        },
      ],
    },
  ],
};
