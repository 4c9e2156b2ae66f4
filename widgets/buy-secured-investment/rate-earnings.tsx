import { formatCurrency } from '../../src/domain/format-currency';
import { useLiveRegionReady } from '../../src/ui/live-region-ready';
import { BuyText } from '../buy';

/** Props of {@link RateEarnings}. */
export interface RateEarningsProps {
  /** The amount typed, at least the minimum. */
  amount: number;
  /** The product's rates: a percentage a year (`rate`) and how the product writes it (`text`). */
  rates: readonly { key: 'NominalRate' | 'MaturityRate'; rate?: number; text?: string }[];
}

/**
 * What the amount earns a year at each rate, said politely as the amount changes. It appears once the
 * amount reaches the minimum, and writes its words just after it is on the page, so that screen readers
 * announce them the first time too.
 */
export function RateEarnings({ amount, rates }: RateEarningsProps) {
  const speaks = useLiveRegionReady();
  return (
    <BuyText aria-live="polite">
      {speaks &&
        rates
          .map(
            ({ key, rate = 0, text }) =>
              `At the ${key === 'NominalRate' ? 'nominal' : 'maturity'} rate of ${text}% a year, ${formatCurrency(amount)} earns ${formatCurrency((amount * rate) / 100)} a year.`,
          )
          .join(' ')}
    </BuyText>
  );
}
