export { Login, type LoginProps } from './login';
export { LoginForm } from './login-form';
export { loginStyles } from './login-styles';
