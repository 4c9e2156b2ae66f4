import { describe, expect, it, vi } from 'vitest';
import { sourceOfFunds } from '../../sandbox/fixtures/lookups';
import { productAttributes, SUB_TYPE } from '../../sandbox/fixtures/product-attributes';
import { memoryStorage } from '../../src/test/memory-storage';
import { nbsp } from '../../src/test/nbsp';
import { createDraftStore, draftKey } from '../../src/wizard/draft-store';
import { TAX_FREE } from '../buy-tax-free/tax-free';
import { rules } from '../buy-tax-free/tax-free-later-steps';
import { amountField, amountInput } from './amount-rules';
import { BUY_MESSAGES } from './buy-messages';
import { buyWizard } from './buy-wizard-definition';
import { storedAmount } from './stored-amount';

describe('an amount field', () => {
  it('reads its text into cents once per change, and shows the text as typed', () => {
    const set = vi.fn();
    const input = amountInput({ text: '', cents: null }, set);
    input.onChange({ target: { value: '20 000,5' } });
    expect(set).toHaveBeenCalledExactlyOnceWith({ text: '20 000,5', cents: 2_000_050 });
    expect(amountInput({ text: '20 000,5', cents: 2_000_050 }, set).value).toBe('20 000,5');
  });

  it('reads nothing typed as none in an optional field, and as no amount in one that needs one', () => {
    const set = vi.fn();
    amountInput({ text: '5', cents: 500 }, set, { optional: true }).onChange({ target: { value: '' } });
    amountInput({ text: '5', cents: 500 }, set).onChange({ target: { value: '' } });
    expect(set.mock.calls).toEqual([[{ text: '', cents: 0 }], [{ text: '', cents: null }]]);
  });

  it('tidies its text from its cents when left, and says it was left', () => {
    const set = vi.fn();
    const onLeave = vi.fn();
    amountInput({ text: '20000', cents: 2_000_000 }, set, { onLeave }).onBlur();
    expect(set).toHaveBeenCalledExactlyOnceWith({ text: '20 000.00', cents: 2_000_000 });
    expect(onLeave).toHaveBeenCalledOnce();
    // Tidy already, or not an amount: nothing to change.
    amountInput({ text: '20 000.00', cents: 2_000_000 }, set).onBlur();
    amountInput({ text: 'lots', cents: null }, set).onBlur();
    expect(set).toHaveBeenCalledOnce();
  });

  it('is judged by its cents: bounds in rand, the same messages as the API', () => {
    const field = amountField(
      { minimum: 5000, maximum: 100_000_000 },
      BUY_MESSAGES.minimumAmount,
      BUY_MESSAGES.amount,
    );
    const message = (cents: number | null) =>
      field.safeParse({ text: '6000', cents }).error?.issues[0]?.message;
    expect(message(600_000)).toBeUndefined();
    expect(message(499_999)).toBe(nbsp('The minimum investment is R5 000.00'));
    expect(message(10_000_000_001)).toBe(BUY_MESSAGES.maximumAmount(100_000_000));
    expect(message(null)).toBe(BUY_MESSAGES.amount);
  });
});

describe('a stored draft’s amounts', () => {
  it('keep whole cents that are not negative, or none', () => {
    expect(storedAmount.safeParse({ text: '5 000.00', cents: 500_000 }).success).toBe(true);
    expect(storedAmount.safeParse({ text: 'lots', cents: null }).success).toBe(true);
    expect(storedAmount.safeParse({ text: '5000', cents: 500_000.5 }).success).toBe(false);
    expect(storedAmount.safeParse({ text: '5000', cents: -1 }).success).toBe(false);
    expect(storedAmount.safeParse({ text: '5000', cents: '500000' }).success).toBe(false);
    expect(storedAmount.safeParse('5000').success).toBe(false);
  });

  const attributes = Object.entries(productAttributes[SUB_TYPE.taxFree] ?? {}).map(([Key, Value]) => ({
    Key,
    Value,
  }));
  const definition = buyWizard(TAX_FREE, { attributes, sources: sourceOfFunds }, () => rules);

  it('come back from the tab with their text and their cents, which are not read from the text again', () => {
    const storage = memoryStorage();
    const store = createDraftStore(definition, storage);
    store.patch({ lumpSum: { text: '6 000.00', cents: 600_000 }, monthly: { text: 'lots', cents: null } });
    store.persist();
    const restored = createDraftStore(definition, storage);
    expect(restored.restored).toBe(true);
    expect(restored.run.draft).toMatchObject({
      lumpSum: { text: '6 000.00', cents: 600_000 },
      monthly: { text: 'lots', cents: null },
      elsewhere: { text: '', cents: 0 },
    });
  });

  it('drop a stored run whose amounts are text only or not whole cents', () => {
    // A run as the wizard stores it, with its lump sum replaced.
    const written = memoryStorage();
    createDraftStore(definition, written).persist();
    const run = JSON.parse(written.getItem(draftKey(definition.id)) ?? '{}');
    const restoredWith = (lumpSum: unknown) => {
      const storage = memoryStorage();
      storage.setItem(draftKey(definition.id), JSON.stringify({ ...run, draft: { ...run.draft, lumpSum } }));
      return createDraftStore(definition, storage);
    };
    expect(restoredWith({ text: '6000', cents: 600_000 }).run.draft.lumpSum).toEqual({
      text: '6000',
      cents: 600_000,
    });
    for (const lumpSum of ['6000', { text: '6000', cents: 600_000.5 }, { text: '6000' }]) {
      const store = restoredWith(lumpSum);
      expect(store.restored).toBe(false);
      expect(store.run.draft.lumpSum).toEqual({ text: '', cents: 0 });
    }
  });
});
