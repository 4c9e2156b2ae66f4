import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INVESTMENT_OPTION,
  DEFAULT_PAYMENT_TYPE,
  DEFAULT_RATE_PREFERENCE,
  DEFAULT_TAX_COUNTRY_ID,
  FOOTER_DOCUMENT_COLLECTION_ID,
  IDENTITY_NUMBER_MAX_LENGTH,
  INVESTMENT_OPTIONS,
  PAYMENT_TYPES,
  PURCHASE_METHOD,
  RATING,
  REPORT_FRAME_HEIGHT,
} from './business-constants';

describe('business constants', () => {
  it('match spec §9', () => {
    expect(DEFAULT_TAX_COUNTRY_ID).toBe(263);
    expect(PURCHASE_METHOD).toBe('Web Buy');
    expect(DEFAULT_RATE_PREFERENCE).toBe('Fixed');
    expect(INVESTMENT_OPTIONS).toEqual(['Growth', 'Income']);
    expect(DEFAULT_INVESTMENT_OPTION).toBe('Growth');
    expect(PAYMENT_TYPES).toEqual(['EFT', 'Debit Order']);
    expect(DEFAULT_PAYMENT_TYPE).toBe('EFT');
    expect(FOOTER_DOCUMENT_COLLECTION_ID).toBe(35);
    expect(RATING).toEqual({ min: 1, max: 10, minLabel: 'Unlikely', maxLabel: 'Likely' });
    expect(REPORT_FRAME_HEIGHT).toBe(700);
    expect(IDENTITY_NUMBER_MAX_LENGTH).toBe(13);
  });
});
