export { SignUp, type SignUpProps } from './sign-up';
