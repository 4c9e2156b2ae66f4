import { COMPANY } from '../../src/config/company';
import type { LegalDocument } from './legal-document';

/** The investment disclaimer. */
export const DISCLAIMER_DOCUMENT: LegalDocument = {
  title: 'Disclaimer',
  summary: `Please read this before you rely on anything in this portal or the ${COMPANY.name} app. It explains what our information is, and is not, and the risks and costs of investing.`,
  sections: [
    {
      id: 'not-advice',
      heading: 'Information, not advice',
      blocks: [
        'The information in this portal is general and factual. It is not advice as defined in the Financial Advisory and Intermediary Services Act, and it does not take your objectives, financial situation or needs into account.',
        'Before you invest, consider whether a product suits you, read its terms and disclosure documents, and speak to an authorised financial adviser if you are unsure.',
      ],
    },
    {
      id: 'performance',
      heading: 'Past performance and projections',
      blocks: [
        'Past performance is not necessarily a guide to future performance. Illustrations, projections and calculator results are estimates based on assumptions that may not hold; they are not guaranteed.',
        'A fixed rate applies only to the amount, term and date of the quote you accept. The rates we offer change from time to time, and a rate shown here is not an offer until we confirm your application.',
      ],
    },
    {
      id: 'unit-trusts',
      heading: 'Collective investment schemes (unit trusts)',
      blocks: [
        {
          list: [
            'Collective investment schemes are generally medium- to long-term investments.',
            'The value of participatory interests (units) may go down as well as up, and you may get back less than you invested.',
            'Collective investment schemes are traded at ruling prices, calculated on a net asset value basis, and can engage in borrowing and scrip lending.',
            'Where a portfolio invests offshore, currency movements, foreign taxes, settlement and liquidity constraints may affect its value.',
            'The manager does not guarantee the capital or the return of a portfolio, and may close a portfolio to new investors to manage it in line with its mandate.',
            'A schedule of fees, charges and maximum commissions, and each portfolio’s minimum disclosure document, are available on request from the manager.',
          ],
        },
      ],
    },
    {
      id: 'secured-investments',
      heading: 'Secured investments',
      blocks: [
        'Secured investments are not bank deposits and are not covered by the Corporation for Deposit Insurance. Your capital and interest depend on the issuer meeting its obligations; the security described in the product terms reduces that risk but does not remove it.',
        'Money is invested for a fixed term. Withdrawing before maturity may not be possible, or may reduce the return you receive.',
      ],
    },
    {
      id: 'tax-free',
      heading: 'Tax-free savings',
      blocks: [
        'Contributions are limited to the annual and lifetime amounts set by the South African Revenue Service. Contributions above either limit are taxed at 40% of the excess, and money you withdraw cannot be replaced without counting against your limits again.',
        'Tax treatment depends on your circumstances and may change in future.',
      ],
    },
    {
      id: 'fees',
      heading: 'Fees and charges',
      blocks: [
        'Fees and charges reduce your returns. Each product’s fees, any adviser commission and, where applicable, its effective annual cost (EAC) are set out in its quote, application and disclosure documents before you invest.',
      ],
    },
    {
      id: 'accuracy',
      heading: 'Accuracy and availability',
      blocks: [
        'We take care to keep this information accurate and current but cannot guarantee it is complete or free of errors. Balances and values shown are for information; your statements and confirmations are the official record.',
        'To the extent the law allows, we are not liable for loss arising from reliance on this information or from the portal being unavailable. Nothing in this disclaimer limits your rights under the Consumer Protection Act or the FAIS General Code of Conduct.',
      ],
    },
    {
      id: 'links',
      heading: 'Links to other websites',
      blocks: [
        'Links to other websites are provided for convenience. We do not control those sites and are not responsible for their content or their privacy practices.',
      ],
    },
  ],
};
