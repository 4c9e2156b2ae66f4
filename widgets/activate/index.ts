export { ACTIVATE_TEXT, Activate, type ActivateEvents, type ActivateProps } from './activate';
