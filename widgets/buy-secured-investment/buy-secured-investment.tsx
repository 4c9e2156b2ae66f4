import { BuyWizard, type BuyWizardProps } from '../buy';
import { SECURED_INVESTMENT } from './secured-investment';
import type { SecuredInvestmentAnswers } from './secured-investment-rules';

/** Props of {@link BuySecuredInvestment}. */
export type BuySecuredInvestmentProps = Omit<BuyWizardProps<SecuredInvestmentAnswers>, 'product'>;

/** Buy a secured investment (spec §2 /app/buy/secured-investment): the shared buy steps for sub-type 13. */
export function BuySecuredInvestment(props: BuySecuredInvestmentProps) {
  return <BuyWizard {...props} product={SECURED_INVESTMENT} />;
}
