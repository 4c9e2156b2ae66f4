/** Buy unit trusts: the widget, and the buy engine's event types. */

export { type BuyEvents, PLATFORM_PATH, type PurchasedDetail } from '../buy';
export { BuyUnitTrust, type BuyUnitTrustProps } from './buy-unit-trust';
