import { stepInUrl } from '../../src/wizard/step-url';
import { BUY_STEP } from './buy-wizard-definition';

/**
 * The spec's last two steps (SummaryPage #step6, CongratulationsPage #step7) are one receipt page
 * (DESIGN.md §4 f and §8a: the pages stay, the summary is the receipt): either address shows it.
 */
const RECEIPT_STEPS: readonly number[] = [BUY_STEP.summary, BUY_STEP.summary + 1];

/** Whether the URL is on the receipt (a reload or a new tab of Summary or Congratulations). */
export const isReceiptInUrl = () => RECEIPT_STEPS.includes(stepInUrl() ?? -1);
