import { BuySecuredInvestment } from '../../widgets/buy-secured-investment';
import { usePageTitle } from '../use-page-title';

/** Spec §2 /app/buy/secured-investment: the buy wizard, under the blocking login dialog while signed out. */
export function BuySecuredInvestmentPage() {
  usePageTitle('Secured Investment');
  return <BuySecuredInvestment headingLevel={1} routing="hash" />;
}
