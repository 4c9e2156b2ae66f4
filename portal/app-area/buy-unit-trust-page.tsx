import { useEffect } from 'react';
import { unitTrustEftDetailsQuery } from '../../src/api/product-bank-details';
import { useServerState, useSession } from '../../src/react';
import { BuyUnitTrust } from '../../widgets/buy-unit-trust';
import { usePageTitle } from '../use-page-title';

/** Spec §2 /app/buy/unit-trust: the buy wizard, under the blocking login dialog while signed out. */
export function BuyUnitTrustPage() {
  usePageTitle('Unit Trust');
  // The payment step shows the fund house's account with the customer's reference: it is asked for
  // with the page, so the step opens with it rather than a spinner that the account then pushes down
  // (under a pointer on its way to Next).
  const { prefetch } = useServerState();
  const partyId = useSession().user?.partyId;
  useEffect(() => {
    if (partyId) prefetch(unitTrustEftDetailsQuery());
  }, [prefetch, partyId]);
  return <BuyUnitTrust headingLevel={1} routing="hash" />;
}
