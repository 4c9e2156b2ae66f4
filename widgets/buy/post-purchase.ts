import * as z from 'zod/mini';
import { type ApiError, errorFromThrown } from '../../src/api/api-error';
import { purchaseMutation } from '../../src/api/purchase';
import type { SharedPurchaseFields } from '../../src/api/purchase-requests';
import type { ServerActions } from '../../src/api/server-state';
import { PURCHASE_METHOD } from '../../src/domain/business-constants';
import type { ProductAttribute } from '../../src/domain/product-attributes';
import type { StepOutcome } from '../../src/wizard/definition';
import { type BuyDraft, newRunKey } from './buy-draft';
import type { ProductPurchase } from './buy-product';
import { REFUSAL_KEY } from './buy-wizard-definition';
import { isDebit } from './later-rules';
import { PurchaseFailedError } from './purchase-failure';

/**
 * A definitive refusal of a purchase (a 4xx the customer can act on): nothing was bought. Not a
 * refusal: 401 (the session, handled by the client), 408 and 429 (try again), 409 (still being
 * made) and 422 (the key was used for other answers).
 */
const isRefusal = (status: number) =>
  status >= 400 && status < 500 && ![401, 408, 409, 422, 429].includes(status);

/** The server names the refused field as `PropertyName` (see sandbox/routes/buy.ts). */
const refusalBody = z.object({ PropertyName: z.string() });

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
 * Confirm's post (spec §3), once per run under its Idempotency-Key: the reference when bought; a
 * refusal on the answer it names, with a new key for the corrected answers; any other failure as a
 * {@link PurchaseFailedError}, which says what happened to the money. In the later steps' chunk: only
 * the check page needs it.
 */
export async function postPurchase<P extends Record<string, unknown>>(
  product: ProductPurchase<P>,
  attributes: readonly ProductAttribute[],
  draft: BuyDraft<P>,
  server: ServerActions,
): Promise<StepOutcome<BuyDraft<P>>> {
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
}
