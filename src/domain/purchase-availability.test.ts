import { describe, expect, it } from 'vitest';
import { canPurchase, NOT_FOR_SALE } from './purchase-availability';
import { PURCHASE_MESSAGES } from './purchase-rules';

const attributes = (values: Record<string, string>) =>
  Object.entries(values).map(([Key, Value]) => ({ Key, Value }));

describe('canPurchase', () => {
  it('sells online only while CanPurchase is 1 (spaces around it allowed), not when it is missing', () => {
    expect(canPurchase(attributes({ CanPurchase: '1' }))).toBe(true);
    expect(canPurchase(attributes({ CanPurchase: ' 1 ' }))).toBe(true);
    expect(canPurchase(attributes({ CanPurchase: '0' }))).toBe(false);
    expect(canPurchase(attributes({}))).toBe(false);
  });

  it('says "Not available online" when the attributes give no text, in the purchase rules’ words too', () => {
    expect(NOT_FOR_SALE).toBe('Not available online');
    expect(PURCHASE_MESSAGES.notForSale).toBe(NOT_FOR_SALE);
  });
});
