/** Switch to the new tax-free savings account from the e-mailed link: the widget and its event types. */

export { TfsaSwitch, type TfsaSwitchProps } from './tfsa-switch';
