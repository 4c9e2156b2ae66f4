import { latestBankDetailsQuery } from '../../src/api/bank-details';
import { productMemberQuery } from '../../src/api/product-member';
import type { UnitTrustPurchaseFields } from '../../src/api/purchase-requests';
import type { ServerActions } from '../../src/api/server-state';
import type { ProductAttribute } from '../../src/domain/product-attributes';
import type { BuyDraft } from '../buy';
import { fundsOf } from './fund-info';
import { fundName, lumpSumOf, monthlyOf } from './unit-trust-contribution-rules';
import type { UnitTrustAnswers } from './unit-trust-rules';

/**
 * The unit trust's fields of the buy post (spec §3). The member and the bank account are read just
 * before the post: the debit order is drawn on the latest bank details, the ones the customer confirmed.
 */
export async function unitTrustPurchaseFields(
  draft: BuyDraft<UnitTrustAnswers>,
  attributes: readonly ProductAttribute[],
  server: ServerActions,
): Promise<UnitTrustPurchaseFields> {
  const funds = fundsOf(attributes);
  const debit = draft.paymentType === 'Debit Order';
  const [member, bank] = await Promise.all([
    server.fetch(productMemberQuery()),
    debit ? server.fetch(latestBankDetailsQuery()) : null,
  ]);
  return {
    FundChoices: draft.choices.map((choice) => ({
      FundCode: choice.code,
      FundName: fundName(funds, choice.code),
      LumpSumAmount: lumpSumOf(choice),
      MonthlyAmount: monthlyOf(choice),
    })),
    ConfirmedBankDetail: debit && bank ? bank : false,
    Members: [member],
  };
}
