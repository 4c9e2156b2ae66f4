export { SIGN_UP_STEPS, SignUp, type SignUpEvents, type SignUpProps } from './sign-up';
export { ACCOUNT_CREATED_TEXT } from './steps/password-step';
