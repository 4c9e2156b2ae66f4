export { Activate, type ActivateProps } from './activate';
