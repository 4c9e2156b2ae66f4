import { BuyTaxFree } from '../../widgets/buy-tax-free';
import { usePageTitle } from '../use-page-title';

/** Spec §2 /app/buy/tax-free-investment: the buy wizard, under the blocking login dialog while signed out. */
export function BuyTaxFreePage() {
  usePageTitle('Tax-Free Savings Account');
  return <BuyTaxFree headingLevel={1} routing="hash" />;
}
