export {
  type AuthenticatedDetail,
  assignLocation,
  type FailedDetail,
  type Navigate,
  type WidgetHeadingLevel,
} from '../../src/elements/widget-contract';
export { useLogIn } from '../../src/react/use-log-in';
export { Login, type LoginEvents, type LoginProps } from './login';
export { LoginForm, type LoginFormProps } from './login-form';
export { loginStyles } from './login-styles';
