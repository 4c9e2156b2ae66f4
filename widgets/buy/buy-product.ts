import type { ComponentType } from 'react';
import type * as z from 'zod/mini';
import type { ProductBankDetails } from '../../src/api/product-bank-details';
import type { ProductPurchaseFields } from '../../src/api/purchase-requests';
import type { QueryDefinition, ServerActions } from '../../src/api/server-state';
import type { CatalogueEntry } from '../../src/domain/catalogue';
import type { ProductAttribute } from '../../src/domain/product-attributes';
import type { PurchaseField } from '../../src/domain/purchase-rules';
import type { Wizard } from '../../src/react/use-wizard';
import type { BuyDraft } from './buy-draft';
import type { MoneyMovement } from './buy-receipt';
import type { LaterChunk } from './later-chunk';
import type { InvestmentDetailsProps } from './steps/investment-details-step';

/** One answer on the "check your answers" list: its label, what was answered, and the step to change it on. */
export interface AnswerRow {
  label: string;
  value: string;
  step: number;
  /** The purchase fields this answer becomes, so that a refusal naming one shows beside it. */
  fields?: readonly PurchaseField[];
}

/** What a product's own steps get: the wizard and the product's attributes. */
export interface ProductStepProps<P extends Record<string, unknown>> {
  wizard: Wizard<BuyDraft<P>>;
  attributes: readonly ProductAttribute[];
}

/** A step of the product's own: its title, its rules and its fields. */
interface ProductStep<P extends Record<string, unknown>> {
  title: string;
  /** Its rules, from the attributes and (for messages that depend on them) the current answers. */
  schema: (attributes: readonly ProductAttribute[], draft: BuyDraft<P>) => z.ZodMiniType<unknown>;
  Fields: ComponentType<ProductStepProps<P>>;
}

/**
 * A product on the shared buy engine: what differs between secured investment, tax-free and unit
 * trust. Everything else (source of funds, payment, confirmation, the one purchase per run, summary)
 * is the engine's.
 */
export interface BuyProduct<P extends Record<string, unknown>> {
  /** Names the wizard and its stored draft (`fg.draft.buy-<id>`). */
  id: string;
  /** As the customer reads it: 'Secured Investment'. */
  name: string;
  /** Its catalogue entry (the product's description), the one this tag carries. */
  catalogueEntry: CatalogueEntry;
  /** Spec §9: 13 secured, 158 tax-free, 116 unit trust. */
  subTypeId: number;
  /** Whether its attributes are the customer's own (the tax-free allowance left): read signed in. */
  personalAttributes?: boolean;
  initialAnswers: () => P;
  /** What of the product's answers may be kept in the tab. */
  storedAnswers: Record<keyof P & string, z.ZodMiniType>;
  /**
   * Its first step: one of its own (unit trust: SelectFundPage), or the shared investment details' view
   * (spec InvestmentDetailsPage), named here so that a tag with a step of its own does not carry it.
   */
  details:
    | (ProductStep<P> & { /** Names the step in `fg-step`. */ id: string })
    | { Shared: ComponentType<InvestmentDetailsProps> };
  /**
   * The product's options step (spec: SelectInvestmentOptionsPage): its title (the stepper's); its rules
   * and fields come with {@link later}.
   */
  options: { title: string };
  /**
   * Its steps after the first (with their rules and its options' fields), Confirm's post, its
   * {@link ProductPurchase}, the question Cancel purchase asks and the receipt: the tag's one chunk loaded after the first screen, `() => import('./…-later-steps')`.
   */
  later: () => Promise<LaterChunk<P>>;
  /** The amount the customer is paying now, for `fg-purchased`. */
  amountOf: (draft: BuyDraft<P>) => number;
}

/**
 * What only the check page, Confirm's post and the receipt read of a product: in its later chunk (the
 * `purchase` of {@link LaterChunk}), so the tag's first file carries none of it.
 */
export interface ProductPurchase<
  P extends Record<string, unknown>,
  F extends ProductPurchaseFields = ProductPurchaseFields,
> {
  /** The buy post, e.g. /v4/api/buy/SecuredInvestment. */
  purchasePath: string;
  /** Where an EFT is paid, when not to the BankDetails attribute's account (unit trust: eftdetails). */
  eftAccount?: () => QueryDefinition<ProductBankDetails>;
  /**
   * The product's fields of the buy post (spec §3), besides the shared ones; read just before the post,
   * so they may fetch what the post carries (the unit trust's product member) through the seam.
   */
  purchaseFields: (
    draft: BuyDraft<P>,
    attributes: readonly ProductAttribute[],
    server: ServerActions,
  ) => F | Promise<F>;
  /** The product's answers on the check-your-answers list. */
  answers: (draft: BuyDraft<P>, optionsStep: number, attributes: readonly ProductAttribute[]) => AnswerRow[];
  /** Every money movement of the purchase, for the receipt: lump sums now and monthly debits. */
  movements: (
    draft: BuyDraft<P>,
    attributes: readonly ProductAttribute[],
  ) => { lumpSums: MoneyMovement[]; monthly: MoneyMovement[] };
}
