import { shownDate } from '../domain/calendar-date';
import { todayInSouthAfrica } from '../domain/south-africa-today';

/**
 * An API date as the product shows it (spec §9): 'Today', 'Tomorrow', 'Yesterday' or the weekday in
 * the same week, else `D MMM YYYY`; always in `<time datetime>` with the absolute date as its title.
 * `today` (`YYYY-MM-DD`) defaults to today in South Africa. A value that is not a date shows as sent.
 */
export function DateText({ value, today }: { value: string; today?: string }) {
  const shown = shownDate(value, today ?? todayInSouthAfrica());
  if (!shown) return <>{value}</>;
  return (
    <time dateTime={shown.dateTime} title={shown.absolute}>
      {shown.text}
    </time>
  );
}
