export { LoginDialog, type LoginDialogProps, type LoginDialogView } from './login-dialog';
export {
  type LoginDialogEvents,
  LoginDialogWidget,
  type LoginDialogWidgetProps,
} from './login-dialog-widget';
