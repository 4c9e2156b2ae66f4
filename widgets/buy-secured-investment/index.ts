/** Buy a secured investment: the widget, and the buy engine's event types. */

export { type BuyEvents, PLATFORM_PATH, type PurchasedDetail } from '../buy';
export { BuySecuredInvestment, type BuySecuredInvestmentProps } from './buy-secured-investment';
