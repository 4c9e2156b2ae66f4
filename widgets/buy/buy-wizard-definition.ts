import * as z from 'zod/mini';
import { type ApiError, errorFromThrown } from '../../src/api/api-error';
import { type LookupValue, purchaseMutation } from '../../src/api/buy';
import type { SharedPurchaseFields } from '../../src/api/purchase-requests';
import { PAYMENT_TYPES, PURCHASE_METHOD } from '../../src/domain/business-constants';
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
import { type BuyDraft, initialSharedDraft, newRunKey, storedSharedDraft } from './buy-draft';
import { BUY_MESSAGES } from './buy-messages';
import type { BuyProduct } from './buy-product';
import { PurchaseFailedError } from './purchase-failure';

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

/**
 * A definitive refusal of a purchase (a 4xx the customer can act on): nothing was bought. Not a
 * refusal: 401 (the session, handled by the client), 408 and 429 (try again), 409 (still being
 * made) and 422 (the key was used for other answers).
 */
const isRefusal = (status: number) =>
  status >= 400 && status < 500 && ![401, 408, 409, 422, 429].includes(status);

/** The server names the refused field as `PropertyName` (see sandbox/routes/buy.ts). */
const refusalBody = z.object({ PropertyName: z.string() });

/** Where a refusal shows: `purchase.<field>` on the check page's answer for that field, `purchase` above them. */
export const REFUSAL_KEY = 'purchase';
function refusedField(body: unknown): string {
  const parsed = refusalBody.safeParse(body);
  return parsed.success ? `${REFUSAL_KEY}.${parsed.data.PropertyName}` : REFUSAL_KEY;
}

/**
 * The refusal in the API's words: the purchase rules' messages are written for customers, and some are
 * longer than §8's 100-character cut-off (the allowance's, with the excess in rand). Shown as text.
 */
const refusalText = (error: ApiError) =>
  error.description && error.description.length <= REFUSAL_TEXT_LIMIT ? error.description : error.message;
const REFUSAL_TEXT_LIMIT = 300;

const isDebit = (draft: { paymentType: string }) => draft.paymentType === 'Debit Order';
/**
 * Once bought, the steps before the summary are closed (skipped): the run shows the summary, and
 * nothing (a Change link, a stale #step link, the browser's Back) can reopen the steps or Confirm.
 */
const bought = (draft: { reference: string }) => draft.reference !== '';
const accepted = (message: string) => z.boolean().check(z.refine((value) => value, message));

/** The chosen source's text ('Salary', 'Other'), from its id as the form holds it. */
const sourceText = (sources: readonly LookupValue[], id: string) =>
  sources.find((source) => String(source.LookupID) === id)?.LookupValue;

/** The shared fields of every buy post (spec §3). */
function sharedPurchaseFields(draft: BuyDraft<Record<string, unknown>>): SharedPurchaseFields {
  return {
    IsDebit: isDebit(draft),
    CountryOfTaxResidenceID: Number(draft.countryOfTaxResidence),
    SourceOfFundsSelectedOption: Number(draft.sourceOfFunds),
    OtherSourceOfFunds: draft.otherSourceOfFunds.trim(),
    IsPIP: draft.isPip === 'yes',
    PurchaseMethod: PURCHASE_METHOD,
  };
}

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
        async submit(draft, server) {
          // Fetched before the post, so a failure here cannot mean that anything was bought.
          const productFields = await product.purchaseFields(draft, attributes, server);
          const request = { ...sharedPurchaseFields(draft), ...productFields };
          try {
            const result = await server.run(purchaseMutation(product.purchasePath), {
              request,
              idempotencyKey: draft.runKey,
            });
            return { ok: true, patch: { reference: result.Reference } as Partial<BuyDraft<P>> };
          } catch (thrown) {
            const error = errorFromThrown(thrown);
            // Refused: nothing was bought. The next Confirm is a new attempt with a new key (the
            // corrected answers are a different request), and the reason lands on the answer it names.
            if (isRefusal(error.status)) {
              return {
                ok: false,
                patch: { runKey: newRunKey() } as Partial<BuyDraft<P>>,
                fieldErrors: { [refusedField(error.body)]: refusalText(error) },
              };
            }
            // The session ran out: the client asks the customer to log in again, and nothing was bought.
            if (error.status === 401) throw error;
            // Spec §8 would say only its generic text; a failed purchase must say what happened to the
            // money (purchase-failure.ts). The key stays, so Try again can never buy twice.
            throw new PurchaseFailedError(error);
          }
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
