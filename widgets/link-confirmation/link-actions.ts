import * as z from 'zod/mini';
import type { LinkCall } from '../../src/api/links';
import { PRODUCT_SUB_TYPE_ID } from '../../src/domain/business-constants';
import { formatCurrency } from '../../src/domain/format-currency';
import type { LinkTerms } from '../../src/domain/link-terms';
import { reinvestConfirmDoes, reinvestDeal, termOf, yearlyRate } from './link-deal';

/** Text a link may carry for the customer to read back: printable, at most `max` characters. */
const printable = (max: number) => (value: string) =>
  value.length <= max && [...value].every((character) => character >= ' ' && character !== '\u007f')
    ? value
    : undefined;

const matching =
  <T extends string>(pattern: RegExp) =>
  (value: string) =>
    pattern.test(value) ? (value as T) : undefined;

declare const linkBrand: unique symbol;
/** A link's reference as its rule read it (letters, digits and hyphens, at most 40): made only at an edge. */
type LinkReference = string & { readonly [linkBrand]: 'reference' };
/** A link's id as its rule read it (1 to 12 digits): made only at an edge. */
type LinkId = string & { readonly [linkBrand]: 'id' };
/** The e-mail's secret as its rule read it (16 to 200 URL-safe characters): passed on unchanged, never shown. */
type LinkToken = string & { readonly [linkBrand]: 'token' };

/** Each value a link may carry, as its rule reads it. */
interface LinkValues {
  reference: LinkReference;
  id: LinkId;
  token: LinkToken;
  option: string;
  Cat: string;
  /** Still text: offeredTermsMatch, the same rule as the API's, compares it with the stored rate. */
  MatRate: string;
  Reinv: string;
}

/** Each value's rule (a parse into its type, undefined when the text breaks it) and its name in messages. */
const RULES: {
  [P in keyof LinkValues]: { parse: (value: string) => LinkValues[P] | undefined; name: string };
} = {
  reference: { parse: matching<LinkReference>(/^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/), name: 'reference' },
  id: { parse: matching<LinkId>(/^\d{1,12}$/), name: 'link id' },
  // URL-safe base64, bounded (the sandbox's tokens are 43 characters).
  token: { parse: matching<LinkToken>(/^[A-Za-z0-9_-]{16,200}$/), name: 'security code' },
  option: { parse: printable(60), name: 'option' },
  Cat: { parse: printable(60), name: 'category' },
  MatRate: { parse: matching(/^\d{1,2}(\.\d{1,4})?$/), name: 'maturity rate' },
  Reinv: { parse: matching(/^\d{1,12}(\.\d{1,2})?$/), name: 'reinvestment amount' },
};

export type LinkParam = keyof LinkValues;
/** The usable values of a link, parsed at its edge. */
export type LinkParams = Partial<LinkValues>;

/** One value of a link as its edge read it: its typed value, `false` when the text breaks its rule, undefined when absent or blank. */
export type LinkParamRead<P extends LinkParam> = LinkValues[P] | false | undefined;

/** The reads of several values, by name (an element's attributes). */
export type LinkReads = { [P in LinkParam]?: LinkParamRead<P> };

/** One confirmation an e-mailed link may ask for: the allow-list entry of the generic link page. */
export interface LinkAction {
  /** What `?action=` names on the generic page. */
  id: string;
  /** The page's header (spec §2): kept as the page's heading (DESIGN.md §8a), the deal stated under it. */
  header: string;
  /** The link's purpose, above the heading (DESIGN.md §4 i's eyebrow; the heading names the product). */
  eyebrow: string;
  /** The whole deal in one line, right under the heading; undefined until the terms it needs are read. */
  deal: (terms?: LinkTerms) => string | undefined;
  /** What Confirm does, in one sentence; undefined until the terms it needs are read. */
  confirmDoes: (terms?: LinkTerms) => string | undefined;
  /** The Confirm button's verb (the spec gives none: DESIGN.md §5.3). */
  confirmLabel: string;
  /** The heading of the confirmed state (the spec gives none; its success text follows it). */
  confirmedTitle: string;
  /** What the customer can do instead, said before 'call {phone}' (DESIGN.md §4 i, "Want something else?"). */
  alternative: string;
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
   * The calls, in order: a fixed path each, the query built from the validated reference, id and token
   * (the e-mail's secret, passed on unchanged) and, for the terms, from the API's stored ones (never the URL's).
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
  eyebrow: 'Your choice at maturity',
  deal: (terms) => terms && reinvestDeal(terms),
  confirmDoes: (terms) => terms && reinvestConfirmDoes(terms),
  confirmLabel: 'Confirm reinvestment',
  confirmedTitle: 'Reinvestment confirmed',
  alternative: 'To be paid out, reinvest a different amount or choose another term',
  subTypeId: PRODUCT_SUB_TYPE_ID.securedInvestment,
  required: ['reference', 'id', 'token'],
  optional: ['Cat', 'option', 'MatRate', 'Reinv'],
  storedTerms: true,
  calls: ({ reference = '', id = '', token = '' }, terms) => [
    { path: '/v4/api/referrals/SILinkExpiry', query: { id, reference, token } },
    {
      path: '/v3/api/ExternalMessages/Link/SIReinvest',
      query: {
        reference,
        id,
        token,
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
  // The category is shown as the API words it; it is the term when it names one ('Fixed 12 months').
  summary: ({ reference = '' }, terms) => [
    ['Reference', reference],
    ...((terms
      ? [
          ['Amount reinvested', formatCurrency(terms.reinvestAmount)],
          [termOf(terms.category) ? 'Term' : 'Investment', terms.category],
          ['Maturity rate', yearlyRate(terms.maturityRate)],
          ['Your choice', terms.option],
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
  eyebrow: 'Your switch offer',
  // The link carries only its reference: no amount or rate to state.
  deal: () => 'Switch to the new Tax-free Savings Account',
  confirmDoes: () => 'We move your tax-free savings to the new Tax-free Savings Account.',
  confirmLabel: 'Confirm switch',
  confirmedTitle: 'Switch confirmed',
  alternative: 'To ask about the switch before you decide',
  subTypeId: PRODUCT_SUB_TYPE_ID.taxFree,
  required: ['reference', 'token'],
  optional: [],
  storedTerms: false,
  calls: ({ reference = '', token = '' }) => [
    { path: '/v3/api/ExternalMessages/Link/TFSSwitch', query: { reference, token, switch: '1' } },
  ],
  summary: ({ reference = '' }) => [
    ['Reference', reference],
    ['Your choice', 'Switch'],
  ],
  success:
    'Thank you for switching to the brand new Tax-free Savings Account. With a higher return, it really is a no-brainer!',
};

/** The generic page's allow-list: `?action=` picks one of these, nothing else. */
export const LINK_ACTIONS: readonly LinkAction[] = [SI_REINVEST, TFSA_SWITCH];

/**
 * A link's values as its edge parsed them, all the component takes: the values to use, and the names
 * of those missing or malformed (the component's "This link cannot be used" names them).
 */
export interface ReadLink {
  params: LinkParams;
  missing: string[];
  malformed: string[];
}

/** One value of a link parsed by its rule, once, where it enters (an attribute, a prop, the query). */
export function parseLinkParam<P extends LinkParam>(
  name: P,
  text: string | null | undefined,
): LinkParamRead<P> {
  const value = text?.trim() ?? '';
  return value === '' ? undefined : (RULES[name].parse(value) ?? false);
}

/** The link `action` needs, from each value's read: nothing is parsed here. */
export function assembleLink(
  action: LinkAction,
  read: <P extends LinkParam>(name: P) => LinkParamRead<P>,
): ReadLink {
  const link: ReadLink = { params: {}, missing: [], malformed: [] };
  const take = <P extends LinkParam>(name: P) => {
    const value = read(name);
    if (value === false) link.malformed.push(RULES[name].name);
    else if (value !== undefined) link.params[name] = value;
    else if (action.required.includes(name)) link.missing.push(RULES[name].name);
  };
  for (const name of [...action.required, ...action.optional]) take(name);
  return link;
}

/** A link whose values are all text (a page's query): each parsed once, by its rule. */
export function readLink(action: LinkAction, text: (name: LinkParam) => string | null | undefined): ReadLink {
  return assembleLink(action, <P extends LinkParam>(name: P) => parseLinkParam(name, text(name)));
}

/**
 * An element attribute holding one value of a link: parsed at the element's edge by that value's rule.
 * A value that breaks it is not refused (the element starts): the widget says the link cannot be used,
 * with the contact address, as for the same value in the page's query.
 */
export function linkParamAttribute<P extends LinkParam>(name: P) {
  return z.optional(
    z.pipe(
      z.string(),
      z.transform((text: string) => parseLinkParam(name, text)),
    ),
  );
}
