/** Switch to the new tax-free savings account from the e-mailed link: the widget and its event types. */

export type { LinkConfirmationEvents as TfsaSwitchEvents } from '../link-confirmation';
export { TfsaSwitch, type TfsaSwitchProps } from './tfsa-switch';
