import { draftKey } from '../../../src/wizard/draft-store';
import type { BuyProduct } from '../../buy';
import { SECURED_INVESTMENT } from '../secured-investment';
import type { SecuredInvestmentAnswers } from '../secured-investment-rules';

type Chunk = Awaited<ReturnType<typeof SECURED_INVESTMENT.later>>;

/**
 * The secured investment with its later chunk held back until the test lets it through (or fails it),
 * as on a slow line: a product object of its own, so no other test has its chunk loaded already.
 */
export function heldBackProduct() {
  const attempts: { release: () => void; fail: () => void }[] = [];
  const product: BuyProduct<SecuredInvestmentAnswers> = {
    ...SECURED_INVESTMENT,
    later: () =>
      new Promise<Chunk>((resolve, reject) => {
        attempts.push({
          release: () => void SECURED_INVESTMENT.later().then(resolve),
          fail: () => reject(new Error('Failed to fetch dynamically imported module')),
        });
      }),
  };
  return { product, attempts };
}

/**
 * A secured investment run stored by an earlier page of the tab on step `step` (0-based), R12 500 in
 * Growth by EFT with every answer before the check page given, and `answers` over them.
 */
export function storeSecuredRun(step: number, answers: Record<string, unknown> = {}) {
  sessionStorage.setItem(
    draftKey('buy-secured-investment'),
    JSON.stringify({
      version: 1,
      step,
      draft: {
        runKey: '0123456789abcdef0123456789abcdef',
        sourceOfFunds: '1',
        otherSourceOfFunds: '',
        countryOfTaxResidence: '263',
        isPip: 'no',
        paymentType: 'EFT',
        bankDetailsConfirmed: false,
        termsAccepted: false,
        mandateAccepted: false,
        investmentOption: 'Growth',
        amount: { text: '12500', cents: 1_250_000 },
        ...answers,
      },
    }),
  );
}
