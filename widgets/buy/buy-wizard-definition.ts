import * as z from 'zod/mini';
import type { LookupValue } from '../../src/api/buy';
import { attributeValue, type ProductAttribute } from '../../src/domain/product-attributes';
import { canPurchase, NOT_FOR_SALE } from '../../src/domain/purchase-availability';
import { nonEmptyText } from '../../src/domain/schema-parts';
import type { WizardDefinition } from '../../src/wizard/definition';
import { type BuyDraft, initialSharedDraft, storedSharedDraft } from './buy-draft';
import type { BuyProduct } from './buy-product';
import type { LaterRules } from './later-rules';

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

/** The run's wizard id, which names its stored draft (`fg.draft.buy-<product>`). */
export const buyRunId = (product: { id: string }) => `buy-${product.id}`;

/** Where a refusal shows: `purchase.<field>` on the check page's answer for that field, `purchase` above them. */
export const REFUSAL_KEY = 'purchase';

/**
 * Once bought, the steps before the summary are closed (skipped): the run shows the summary, and
 * nothing (a Change link, a stale #step link, the browser's Back) can reopen the steps or Confirm.
 */
const bought = (draft: { reference: string }) => draft.reference !== '';

/**
 * The rule of a step after the first before the later chunk has brought its rules: never met, so that
 * nothing (the browser's Forward to a #step) goes past it unchecked. No such step is shown: the run
 * waits for the chunk before it shows one.
 */
const RULES_TO_COME = z.custom<unknown>(() => false);

/**
 * The product's wizard on the shared engine: investment details, source of funds, the product's
 * options, payment details, check-and-confirm (whose Confirm makes the purchase, once per run), and
 * the summary; Congratulations is the finished run.
 */
export function buyWizard<P extends Record<string, unknown>>(
  product: BuyProduct<P>,
  { attributes, sources }: BuyContext,
  /**
   * The rules of the steps after the first, once the later chunk has brought them: read as a step is
   * checked, so the definition (and the run's routing) stays the same when they come.
   */
  laterRules: () => LaterRules<P> | undefined,
): WizardDefinition<BuyDraft<P>> {
  const unavailable = attributeValue(attributes, 'DisabledButtonText') ?? NOT_FOR_SALE;
  // Spec §5: the product is bought online only while CanPurchase is '1'; the flow stops on step 1.
  const forSale = z.object({}).check(z.refine(() => canPurchase(attributes), unavailable));
  const details = product.details;
  return {
    id: buyRunId(product),
    initialDraft: () => ({ ...initialSharedDraft(), ...product.initialAnswers() }),
    storedDraft: z.object({ ...storedSharedDraft, ...product.storedAnswers }) as unknown as z.ZodMiniType<
      Partial<BuyDraft<P>>
    >,
    steps: [
      'Fields' in details
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
        schema: () => laterRules()?.sourceOfFunds(sources) ?? RULES_TO_COME,
      },
      {
        id: 'investment-options',
        title: product.options.title,
        schema: (draft) => laterRules()?.options(attributes, draft) ?? RULES_TO_COME,
        skip: bought,
      },
      {
        id: 'payment-details',
        title: 'Payment details',
        skip: bought,
        schema: (draft) => laterRules()?.payment(draft) ?? RULES_TO_COME,
      },
      {
        id: 'confirm',
        title: 'Check and confirm',
        skip: bought,
        schema: (draft) => laterRules()?.confirm(draft) ?? RULES_TO_COME,
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
