// The e-mailed link pages' engine: the allow-list of confirmations, the page, and how an element reads
// a link. <fg-link-confirmation> is the generic page; <fg-reinvest-confirmation> and <fg-tfsa-switch> its first two uses.

export { GenericLinkConfirmation, type GenericLinkConfirmationProps } from './generic-link-confirmation';
export {
  type LinkAction,
  linkParamAttribute,
  parseLinkParam,
  readLink,
  SI_REINVEST,
  TFSA_SWITCH,
} from './link-actions';
export {
  LinkConfirmation,
  type LinkConfirmationEvents,
} from './link-confirmation';
export { linkFrom } from './link-values';
