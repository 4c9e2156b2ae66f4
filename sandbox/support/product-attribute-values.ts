import type { ProductAttribute } from '../../src/domain/product-attributes';
import { annualTaxFreeLimit, taxYearOf } from '../../src/domain/tax-free-allowance';
import { notForSaleOnline } from '../fixtures/holdings';
import { type AttributeValues, productAttributes, SUB_TYPE } from '../fixtures/product-attributes';
import type { SandboxStore } from '../store';
import { previousDay, taxYearStart } from './tax-year';

/**
 * A sub-type's attributes as the API answers them: the catalogue's values, and for a signed-in
 * customer their own (the tax-free allowance left; CanPurchase where they may not buy online). The
 * lookup route answers with them and the buy routes judge a purchase by the same values.
 */
export function attributeValuesFor(
  store: SandboxStore,
  subType: number,
  partyId: string | undefined,
  now: number,
): AttributeValues | undefined {
  const base = productAttributes[subType];
  if (!base) return undefined;
  const values = { ...base };
  if (subType === SUB_TYPE.taxFree) {
    values.TaxYearStart = taxYearStart(now);
    const taxYear = taxYearOf(new Date(now), values.TaxYearStart);
    const used = partyId ? (store.party(partyId)?.taxFreeContributions ?? 0) : 0;
    values.TaxFreeContributionsRemaining = String(Math.max(annualTaxFreeLimit(taxYear) - used, 0));
  }
  if (subType === SUB_TYPE.unitTrust) values.DailyNavDate = previousDay(now);
  if (partyId && notForSaleOnline[partyId]?.includes(subType)) values.CanPurchase = '0';
  return values;
}

/** The values as the API's key/value list. */
export const attributeList = (values: AttributeValues): ProductAttribute[] =>
  Object.entries(values).map(([Key, Value]) => ({ Key, Value }));
