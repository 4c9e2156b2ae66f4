import { randIn } from '../buy';
import type { TaxFreeAnswers } from './tax-free-rules';

// In rand from the cents read as they were typed (the post and formatCurrency take rand).
export const lumpSumOf = (draft: TaxFreeAnswers) => randIn(draft.lumpSum);
export const monthlyOf = (draft: TaxFreeAnswers) => randIn(draft.monthly);
