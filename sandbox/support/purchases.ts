import { addRand } from '../../src/domain/money';
import type { Holding } from '../model/dashboard';
import type { PurchaseProduct, PurchaseRecord } from '../model/records';
import type { PartyState, SandboxStore } from '../store';
import { catalogueProduct } from './dashboard-view';
import { formatRand } from './format';

const NAVIGATION_ITEM: Record<PurchaseProduct, number> = {
  SecuredInvestment: 2,
  UnitTrust: 86,
  TaxFreeInvestment: 110,
};

const PREFIX: Record<PurchaseProduct, string> = {
  SecuredInvestment: 'SI',
  UnitTrust: 'UT',
  TaxFreeInvestment: 'TF',
};

export interface PurchaseInput {
  product: PurchaseProduct;
  amount: number;
  recurringAmount: number;
  isDebit: boolean;
  request: unknown;
}

/** Records the purchase and shows it on the dashboard: a new pending product, or a top-up of the owned one. */
export function applyPurchase(store: SandboxStore, party: PartyState, input: PurchaseInput): PurchaseRecord {
  const id = store.nextId();
  const record: PurchaseRecord = {
    PurchaseID: id,
    Reference: `${PREFIX[input.product]}${id}`,
    Product: input.product,
    PartyID: party.account.partyId,
    // Whole cents, as judged: float noise such as 5000.300000000000182 is not kept.
    Amount: addRand(input.amount),
    RecurringAmount: addRand(input.recurringAmount),
    IsDebit: input.isDebit,
    Status: 'Received',
    CreatedDate: store.timestamp(),
    Request: input.request,
  };
  store.state.records.purchases.push(record);

  const navigationItemId = NAVIGATION_ITEM[input.product];
  const owned = party.holdings.find((holding) => holding.navigationItemId === navigationItemId);
  if (owned) {
    owned.balance = addRand(owned.balance ?? 0, input.amount);
  } else {
    const holding: Holding = {
      productInstanceId: store.nextId(),
      productInstanceMemberId: store.nextId(),
      navigationItemId,
      name: catalogueProduct(navigationItemId)?.ProductText ?? input.product,
      description: 'Application received – awaiting payment',
      balance: input.amount,
      rows: [
        { label: 'Status', value: 'Pending', info: 'Your investment starts once the payment clears' },
        { label: 'Reference', value: record.Reference, info: null },
        ...(input.recurringAmount > 0
          ? [{ label: 'Monthly contribution', value: formatRand(input.recurringAmount), info: null }]
          : []),
      ],
      table: null,
      environmentalBenefits: [],
    };
    party.holdings.push(holding);
  }
  return record;
}
