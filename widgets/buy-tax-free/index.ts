/** Buy a tax-free savings account: the widget, and the buy engine's event types. */

export { type BuyEvents, PLATFORM_PATH, type PurchasedDetail } from '../buy';
export { BuyTaxFree, type BuyTaxFreeProps } from './buy-tax-free';
