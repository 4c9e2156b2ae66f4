import * as z from 'zod/mini';
import type { LookupValue } from '../../src/api/buy';
import { PAYMENT_TYPES } from '../../src/domain/business-constants';
import { attributeValue, type ProductAttribute } from '../../src/domain/product-attributes';
import { canPurchase, PURCHASE_MESSAGES } from '../../src/domain/purchase-rules';
import { nonEmptyText } from '../../src/domain/schema-parts';
import {
  hasOtherSourceDescription,
  hasPipAnswer,
  hasSourceOfFunds,
  isCountryChosen,
} from '../../src/domain/source-of-funds';
import type { WizardDefinition } from '../../src/wizard/definition';
import { type BuyDraft, initialSharedDraft, storedSharedDraft } from './buy-draft';
import { BUY_MESSAGES } from './buy-messages';
import type { BuyProduct } from './buy-product';

/** What the steps' rules need from the server: the product's attributes and the sources of funds. */
export interface BuyContext {
  attributes: readonly ProductAttribute[];
  sources: readonly LookupValue[];
}

/** Step indexes of the shared engine (spec §2 "Buy wizards", in order). */
export const BUY_STEP = {
  details: 0,
  sourceOfFunds: 1,
  options: 2,
  payment: 3,
  confirm: 4,
  summary: 5,
} as const;

/** Where a refusal shows: `purchase.<field>` on the check page's answer for that field, `purchase` above them. */
export const REFUSAL_KEY = 'purchase';

export const isDebit = (draft: { paymentType: string }) => draft.paymentType === 'Debit Order';
/**
 * Once bought, the steps before the summary are closed (skipped): the run shows the summary, and
 * nothing (a Change link, a stale #step link, the browser's Back) can reopen the steps or Confirm.
 */
const bought = (draft: { reference: string }) => draft.reference !== '';
const accepted = (message: string) => z.boolean().check(z.refine((value) => value, message));

/** The chosen source's text ('Salary', 'Other'), from its id as the form holds it. */
const sourceText = (sources: readonly LookupValue[], id: string) =>
  sources.find((source) => String(source.LookupID) === id)?.LookupValue;

/**
 * The product's wizard on the shared engine: investment details, source of funds, the product's
 * options, payment details, check-and-confirm (whose Confirm makes the purchase, once per run), and
 * the summary; Congratulations is the finished run.
 */
export function buyWizard<P extends Record<string, unknown>>(
  product: BuyProduct<P>,
  { attributes, sources }: BuyContext,
): WizardDefinition<BuyDraft<P>> {
  const unavailable = attributeValue(attributes, 'DisabledButtonText') ?? PURCHASE_MESSAGES.notForSale;
  // Spec §5: the product is bought online only while CanPurchase is '1'; the flow stops on step 1.
  const forSale = z.object({}).check(z.refine(() => canPurchase(attributes), unavailable));
  const details = product.details;
  return {
    id: `buy-${product.id}`,
    initialDraft: () => ({ ...initialSharedDraft(), ...product.initialAnswers() }),
    storedDraft: z.object({ ...storedSharedDraft, ...product.storedAnswers }) as unknown as z.ZodMiniType<
      Partial<BuyDraft<P>>
    >,
    steps: [
      details
        ? {
            id: details.id,
            title: details.title,
            // Not for sale: only that reason; for sale: the product's own rules for its first step.
            schema: (draft) => (canPurchase(attributes) ? details.schema(attributes, draft) : forSale),
            skip: bought,
          }
        : { id: 'investment-details', title: 'Investment details', schema: forSale, skip: bought },
      {
        id: 'source-of-funds',
        title: 'Source of funds',
        skip: bought,
        schema: z
          .object({
            sourceOfFunds: z.string().check(z.refine(hasSourceOfFunds, BUY_MESSAGES.sourceOfFunds)),
            otherSourceOfFunds: z.string(),
            countryOfTaxResidence: z
              .string()
              .check(z.refine(isCountryChosen, BUY_MESSAGES.countryOfTaxResidence)),
            isPip: z.string().check(z.refine(hasPipAnswer, BUY_MESSAGES.isPip)),
          })
          .check(
            z.refine(
              (draft) =>
                hasOtherSourceDescription(sourceText(sources, draft.sourceOfFunds), draft.otherSourceOfFunds),
              { message: BUY_MESSAGES.otherSourceOfFunds, path: ['otherSourceOfFunds'] },
            ),
          ),
      },
      {
        id: 'investment-options',
        title: product.options.title,
        schema: (draft) => product.options.schema(attributes, draft),
        skip: bought,
      },
      {
        id: 'payment-details',
        title: 'Payment details',
        skip: bought,
        schema: (draft) => {
          const debitOrderNeeded = product.debitOrderNeeded?.(draft);
          return z
            .object({
              paymentType: z.string().check(
                z.refine(
                  (type) => (PAYMENT_TYPES as readonly string[]).includes(type),
                  BUY_MESSAGES.paymentType,
                ),
                z.refine((type) => !debitOrderNeeded || type === 'Debit Order', debitOrderNeeded ?? ''),
              ),
              bankDetailsConfirmed: z.boolean(),
            })
            .check(
              z.refine((answers) => !isDebit(answers) || answers.bankDetailsConfirmed, {
                message: BUY_MESSAGES.bankDetailsConfirmed,
                path: ['bankDetailsConfirmed'],
              }),
            );
        },
      },
      {
        id: 'confirm',
        title: 'Check and confirm',
        skip: bought,
        schema: (draft) =>
          z.object({
            termsAccepted: accepted(BUY_MESSAGES.termsAccepted),
            mandateAccepted: isDebit(draft) ? accepted(BUY_MESSAGES.mandateAccepted) : z.boolean(),
          }),
        // The post and what a failed one means come with the later steps' chunk, there since step 2.
        submit: async (draft, server) => {
          const { postPurchase, purchase } = await product.later();
          return postPurchase(purchase, attributes, draft, server);
        },
      },
      {
        id: 'summary',
        title: 'Summary',
        schema: z.object({ reference: nonEmptyText() }),
      },
    ],
  };
}
