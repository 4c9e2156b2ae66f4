import * as z from 'zod/mini';
import type { LinkCall } from '../../src/api/links';
import { PRODUCT_SUB_TYPE_ID } from '../../src/domain/business-constants';
import { formatCurrency } from '../../src/domain/format-currency';
import type { LinkTerms } from '../../src/domain/link-terms';

/** Text a link may carry for the customer to read back: printable, at most `max` characters. */
const printable = (max: number) => (value: string) =>
  value.length <= max && [...value].every((character) => character >= ' ' && character !== '\u007f');

const RULES = {
  reference: { test: (value: string) => /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/.test(value), name: 'reference' },
  id: { test: (value: string) => /^\d{1,12}$/.test(value), name: 'link id' },
  option: { test: printable(60), name: 'option' },
  Cat: { test: printable(60), name: 'category' },
  MatRate: { test: (value: string) => /^\d{1,2}(\.\d{1,4})?$/.test(value), name: 'maturity rate' },
  Reinv: { test: (value: string) => /^\d{1,12}(\.\d{1,2})?$/.test(value), name: 'reinvestment amount' },
} as const;

export type LinkParam = keyof typeof RULES;
export type LinkParams = Partial<Record<LinkParam, string>>;

/** One confirmation an e-mailed link may ask for: the allow-list entry of the generic link page. */
export interface LinkAction {
  /** What `?action=` names on the generic page. */
  id: string;
  /** The page's header (spec §2). */
  header: string;
  /** The product whose ContactEmailAddress the error messages give (spec §8). */
  subTypeId: number;
  required: readonly LinkParam[];
  optional: readonly LinkParam[];
  /**
   * Whether the link's terms are read back from the API (GET SILinkTerms by reference and id) before
   * anything is shown or confirmed: the URL's copy of them may only agree with the stored ones.
   */
  storedTerms: boolean;
  /**
   * The calls, in order: a fixed path each, the query built from the validated reference and id and,
   * for the terms, from the API's stored ones (never the URL's).
   */
  calls: (params: LinkParams, terms?: LinkTerms) => LinkCall[];
  /** What the customer is confirming, read back before they confirm: the stored terms. */
  summary: (params: LinkParams, terms?: LinkTerms) => [string, string][];
  /** Spec §2: the success text. */
  success: string;
}

/** Spec §2 /secured-investement-reinvestment-thank-you and §4 Reinvestment: expiry first, then the reinvestment. */
export const SI_REINVEST: LinkAction = {
  id: 'si-reinvest',
  header: 'Secured Investment',
  subTypeId: PRODUCT_SUB_TYPE_ID.securedInvestment,
  required: ['reference', 'id'],
  optional: ['Cat', 'option', 'MatRate', 'Reinv'],
  storedTerms: true,
  calls: ({ reference = '', id = '' }, terms) => [
    { path: '/v4/api/referrals/SILinkExpiry', query: { id, reference } },
    {
      path: '/v3/api/ExternalMessages/Link/SIReinvest',
      query: {
        reference,
        id,
        ...(terms
          ? {
              Cat: terms.category,
              option: terms.option,
              MatRate: String(terms.maturityRate),
              Reinv: String(terms.reinvestAmount),
            }
          : {}),
      },
    },
  ],
  summary: ({ reference = '' }, terms) => [
    ['Reference', reference],
    ...((terms
      ? [
          ['Investment', terms.category],
          ['Your choice at maturity', terms.option],
          ['Maturity rate', `${terms.maturityRate}% a year`],
          ['Amount reinvested', formatCurrency(terms.reinvestAmount)],
        ]
      : []) as [string, string][]),
  ],
  success:
    'Thank you for choosing to reinvest with us. Your application has been accepted. Please look out for your confirmation email.',
};

/** Spec §2 /tfsa-switch: one call, the switch. */
export const TFSA_SWITCH: LinkAction = {
  id: 'tfsa-switch',
  header: 'Tax-free Savings Account',
  subTypeId: PRODUCT_SUB_TYPE_ID.taxFree,
  required: ['reference'],
  optional: [],
  storedTerms: false,
  calls: ({ reference = '' }) => [
    { path: '/v3/api/ExternalMessages/Link/TFSSwitch', query: { reference, switch: '1' } },
  ],
  summary: ({ reference = '' }) => [
    ['Reference', reference],
    ['Your choice', 'Move my tax-free savings to the new Tax-free Savings Account'],
  ],
  success:
    'Thank you for switching to the brand new Tax-free Savings Account. With a higher return, it really is a no-brainer!',
};

/** The generic page's allow-list: `?action=` picks one of these, nothing else. */
export const LINK_ACTIONS: readonly LinkAction[] = [SI_REINVEST, TFSA_SWITCH];

/** The parameters of a link, checked: the values to use, and the names of those missing or malformed. */
export function readLinkParams(
  action: LinkAction,
  raw: (name: LinkParam) => string | null | undefined,
): { params: LinkParams; missing: string[]; malformed: string[] } {
  const params: LinkParams = {};
  const missing: string[] = [];
  const malformed: string[] = [];
  for (const name of [...action.required, ...action.optional]) {
    const value = raw(name)?.trim() ?? '';
    if (value === '') {
      if (action.required.includes(name)) missing.push(RULES[name].name);
    } else if (RULES[name].test(value)) params[name] = value;
    else malformed.push(RULES[name].name);
  }
  return { params, missing, malformed };
}

/** An attribute or query value as the element takes it: any text; the action's rules judge it. */
export const linkParamAttribute = z.optional(z.string());
