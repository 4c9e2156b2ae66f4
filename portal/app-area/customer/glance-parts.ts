import type { Balance } from '../../../src/api/dashboard';
import { totalOfBalances } from '../../../src/domain/allocation';
import { formatCalendarDate } from '../../../src/domain/calendar-date';
import { todayInSouthAfrica } from '../../../src/domain/south-africa-today';
import type { QueryState } from '../../../src/react';

/** A category of the money at a glance with its group balance call. */
export interface CategoryBalance {
  id: number;
  /** 'Investments', 'Employee Benefits', 'Ventures' … (the category's title without 'My'). */
  name: string;
  /** The spec's title for it: 'My Investments'. */
  title: string;
  /** Its products are listed on the home dashboard (§2's home list: not Ventures). */
  products: boolean;
  /** Its page, or undefined for a category without one. */
  href: string | undefined;
  balance: QueryState<Balance>;
}

/** What the total of the glance is made of, and how complete it is. */
export interface GlanceTotal {
  /** A balance is still on its way: no total yet. */
  pending: boolean;
  /** In rand; undefined when no loaded category has a balance (never an invented R0.00). */
  total: number | undefined;
  /** The categories whose balance is in the total. */
  counted: CategoryBalance[];
  /** The categories whose balance call failed: the total may lack them. */
  failed: CategoryBalance[];
  /** When the oldest balance in the total arrived (ms since 1970). */
  asAt: number | undefined;
}

/** The total of the balances that loaded (a category without one, such as cover, adds nothing). */
export function glanceTotal(categories: readonly CategoryBalance[]): GlanceTotal {
  const counted = categories.filter(
    (category) => category.balance.status === 'success' && category.balance.data.Balance !== null,
  );
  const times = counted.flatMap((category) => category.balance.updatedAt ?? []);
  return {
    pending: categories.some((category) => category.balance.status === 'pending'),
    total: totalOfBalances(counted.map((category) => category.balance.data?.Balance)),
    counted,
    failed: categories.filter((category) => category.balance.status === 'error'),
    asAt: times.length > 0 ? Math.min(...times) : undefined,
  };
}

/**
 * Names in a sentence, in sentence case: 'Investments', 'Ventures and employee benefits',
 * 'Investments, ventures and wills and trusts'.
 */
export function namesInASentence(names: readonly string[]): string {
  const lower = names.map((name) => name.toLowerCase());
  const text = lower.length > 1 ? `${lower.slice(0, -1).join(', ')} and ${lower.at(-1)}` : (lower[0] ?? '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The date of a moment in South Africa, as `<time>` wants it and as shown ('27 Nov 2026', §5.2). */
export function asAtDate(at: number): { dateTime: string; text: string } {
  const dateTime = todayInSouthAfrica(new Date(at));
  return { dateTime, text: formatCalendarDate(dateTime) };
}
