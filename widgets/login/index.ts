export {
  type AuthenticatedDetail,
  assignLocation,
  type FailedDetail,
  type Navigate,
} from './authenticated-detail';
export { Login, type LoginEvents, type LoginProps, type WidgetHeadingLevel } from './login';
export { LoginDialog, type LoginDialogProps, type LoginDialogView } from './login-dialog';
export { LoginForm, type LoginFormProps } from './login-form';
export { useLogIn } from './use-log-in';
