/** Buy a tax-free savings account: the widget, and the buy engine's event types. */

export { BuyTaxFree, type BuyTaxFreeProps } from './buy-tax-free';
