import * as z from 'zod/mini';
import type { LookupValue } from '../../src/api/buy';
import { PAYMENT_TYPES } from '../../src/domain/business-constants';
import type { ProductAttribute } from '../../src/domain/product-attributes';
import {
  hasOtherSourceDescription,
  hasPipAnswer,
  hasSourceOfFunds,
  isCountryChosen,
} from '../../src/domain/source-of-funds';
import type { BuyDraft } from './buy-draft';
import { BUY_MESSAGES } from './buy-messages';

/**
 * The rules of the steps after the first (source of funds, the product's options, payment, check and
 * confirm): in the later chunk with those steps, so the first screen's file carries only step 1's.
 */
export interface LaterRules<P extends Record<string, unknown>> {
  sourceOfFunds: (sources: readonly LookupValue[]) => z.ZodMiniType<unknown>;
  /** The product's options step, from the attributes and (for messages that depend on them) the answers. */
  options: (attributes: readonly ProductAttribute[], draft: BuyDraft<P>) => z.ZodMiniType<unknown>;
  payment: (draft: BuyDraft<P>) => z.ZodMiniType<unknown>;
  confirm: (draft: BuyDraft<P>) => z.ZodMiniType<unknown>;
  /** Why these answers can only be paid by debit order (a monthly amount), or undefined. */
  debitOrderNeeded?: (draft: BuyDraft<P>) => string | undefined;
}

export const isDebit = (draft: { paymentType: string }) => draft.paymentType === 'Debit Order';
const accepted = (message: string) => z.boolean().check(z.refine((value) => value, message));

/** The chosen source's text ('Salary', 'Other'), from its id as the form holds it. */
const sourceText = (sources: readonly LookupValue[], id: string) =>
  sources.find((source) => String(source.LookupID) === id)?.LookupValue;

/** A product's later rules: the shared steps' with its own options step's (and its debit-order reason). */
export function laterRules<P extends Record<string, unknown>>(
  own: Pick<LaterRules<P>, 'options' | 'debitOrderNeeded'>,
): LaterRules<P> {
  return {
    ...own,
    sourceOfFunds: (sources) =>
      z
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
    payment: (draft) => {
      const debitOrderNeeded = own.debitOrderNeeded?.(draft);
      return z
        .object({
          paymentType: z.string().check(
            z.refine((type) => (PAYMENT_TYPES as readonly string[]).includes(type), BUY_MESSAGES.paymentType),
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
    confirm: (draft) =>
      z.object({
        termsAccepted: accepted(BUY_MESSAGES.termsAccepted),
        mandateAccepted: isDebit(draft) ? accepted(BUY_MESSAGES.mandateAccepted) : z.boolean(),
      }),
  };
}
