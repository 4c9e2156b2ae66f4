import { COMPANY } from '../../src/config/company';
import { useCompanyFacts } from '../../src/react/widget-context';
import { BuyText } from './buy-text';

/** The FAIS disclosure every buy step shows: who provides the product, and that no advice was given. */
export function FaisNotice() {
  const { fspNumber } = useCompanyFacts();
  return (
    <BuyText muted part="fais">
      {`${COMPANY.name} is an authorised financial services provider (FSP No. ${fspNumber}). This is an execution-only purchase: we have not given you advice, so please make sure the product suits your needs, or speak to a financial adviser first.`}
    </BuyText>
  );
}
