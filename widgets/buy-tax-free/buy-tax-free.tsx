import { BuyWizard, type BuyWizardProps } from '../buy';
import { TAX_FREE } from './tax-free';
import type { TaxFreeAnswers } from './tax-free-rules';

/** Props of {@link BuyTaxFree}. */
export type BuyTaxFreeProps = Omit<BuyWizardProps<TaxFreeAnswers>, 'product'>;

/** Buy a tax-free savings account (spec §2 /app/buy/tax-free-investment): the shared buy steps for sub-type 158. */
export function BuyTaxFree(props: BuyTaxFreeProps) {
  return <BuyWizard {...props} product={TAX_FREE} />;
}
