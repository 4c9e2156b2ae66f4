/** Buy a secured investment: the widget, and the buy engine's event types. */

export { BuySecuredInvestment, type BuySecuredInvestmentProps } from './buy-secured-investment';
