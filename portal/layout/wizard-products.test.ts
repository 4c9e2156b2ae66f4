import { describe, expect, it } from 'vitest';
import { SECURED_INVESTMENT } from '../../widgets/buy-secured-investment/secured-investment';
import { TAX_FREE } from '../../widgets/buy-tax-free/tax-free';
import { UNIT_TRUST } from '../../widgets/buy-unit-trust/unit-trust';
import { wizardProductAt } from './wizard-products';

describe('wizardProductAt', () => {
  it('names the product of each buy wizard as the wizard itself names it', () => {
    expect(wizardProductAt('/app/buy/secured-investment')).toBe(SECURED_INVESTMENT.name);
    expect(wizardProductAt('/app/buy/tax-free-investment')).toBe(TAX_FREE.name);
    expect(wizardProductAt('/App/Buy/Unit-Trust/')).toBe(UNIT_TRUST.name);
  });

  it('is undefined elsewhere, the contact form for a product included', () => {
    expect(wizardProductAt('/app/buy/contact-form')).toBeUndefined();
    expect(wizardProductAt('/app/customer/dashboard')).toBeUndefined();
    expect(wizardProductAt('/app/buy/constructor')).toBeUndefined();
  });
});
