import { randIn } from '../buy';
import type { SecuredInvestmentAnswers } from './secured-investment-rules';

/**
 * The amount in rand, from its cents (0 until it reads as rand): apart from the options' rules, as
 * `fg-purchased` reports it from the first file and the rules come with the later chunk.
 */
export const investedAmount = (draft: SecuredInvestmentAnswers) => randIn(draft.amount);
