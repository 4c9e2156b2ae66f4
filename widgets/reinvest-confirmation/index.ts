/** Confirm a secured investment's reinvestment from the e-mailed link: the widget and its event types. */

export { ReinvestConfirmation, type ReinvestConfirmationProps } from './reinvest-confirmation';
