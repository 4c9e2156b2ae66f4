export { ACCOUNT_CREATED_TEXT, SignUp, type SignUpEvents, type SignUpProps } from './sign-up';
export { SIGN_UP_STEPS } from './sign-up-wizard';
