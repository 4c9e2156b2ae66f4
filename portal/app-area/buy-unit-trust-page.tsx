import { BuyUnitTrust } from '../../widgets/buy-unit-trust';
import { usePageTitle } from '../use-page-title';

/** Spec §2 /app/buy/unit-trust: the buy wizard, under the blocking login dialog while signed out. */
export function BuyUnitTrustPage() {
  usePageTitle('Unit Trust');
  return <BuyUnitTrust headingLevel={1} />;
}
