/** Buy unit trusts: the widget, and the buy engine's event types. */

export { BuyUnitTrust, type BuyUnitTrustProps } from './buy-unit-trust';
