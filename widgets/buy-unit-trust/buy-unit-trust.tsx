import { BuyWizard, type BuyWizardProps } from '../buy';
import { UNIT_TRUST } from './unit-trust';
import type { UnitTrustAnswers } from './unit-trust-rules';

/** Props of {@link BuyUnitTrust}. */
export type BuyUnitTrustProps = Omit<BuyWizardProps<UnitTrustAnswers>, 'product'>;

/** Buy unit trusts (spec §2 /app/buy/unit-trust): the shared buy steps for sub-type 116, funds first. */
export function BuyUnitTrust(props: BuyUnitTrustProps) {
  return <BuyWizard {...props} product={UNIT_TRUST} />;
}
