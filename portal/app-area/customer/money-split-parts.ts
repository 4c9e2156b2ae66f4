import { type Allocation, allocationOf } from '../../../src/domain/allocation';
import { NAVIGATION_ITEM_ID } from '../../../src/domain/navigation';
import type { CategoryBalance } from './glance-parts';
import type { CategoryProducts } from './use-category-products';

/**
 * Where the money is, for the home dashboard's total: each investment product's balance (from its
 * summary) and the ventures' group balance, as shares of their sum. 'pending' while any of them loads;
 * undefined when one failed (shares of an incomplete sum would mislead) or nothing holds money.
 */
export function moneySplit(
  investments: CategoryProducts | undefined,
  categories: readonly CategoryBalance[],
): Allocation | 'pending' | undefined {
  const ventures = categories.find((category) => category.id === NAVIGATION_ITEM_ID.venture);
  if (investments && !investments.isComplete) return 'pending';
  if (ventures?.balance.status === 'pending') return 'pending';
  const failed =
    investments?.list.status === 'error' ||
    investments?.products.some(({ summary }) => summary.status === 'error') ||
    ventures?.balance.status === 'error';
  if (failed) return undefined;
  const allocation = allocationOf([
    ...(investments?.products ?? []).map(({ product, summary }) => ({
      name: summary.data?.Name || product.ProductText || product.NavigationText,
      balance: summary.data?.Balance,
    })),
    ...(ventures ? [{ name: ventures.name, balance: ventures.balance.data?.Balance }] : []),
  ]);
  return allocation.slices.length > 0 ? allocation : undefined;
}
