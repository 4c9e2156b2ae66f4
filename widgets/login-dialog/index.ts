export { type LoginDialogEvents, LoginDialogWidget, type LoginDialogWidgetProps } from './login-dialog';
