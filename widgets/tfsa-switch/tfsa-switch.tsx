import type { EventProps } from '../../src/elements/events';
import {
  LinkConfirmation,
  type LinkConfirmationEvents,
  linkFrom,
  parseLinkParam,
  TFSA_SWITCH,
} from '../link-confirmation';

/** Props of {@link TfsaSwitch}. */
export interface TfsaSwitchProps extends EventProps<LinkConfirmationEvents> {
  /** The link's reference, e.g. TFS-2026-000042 (else ?reference=). */
  reference?: string | undefined;
  /** Level of the 'Tax-free Savings Account' heading; default 1. */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | undefined;
  /** The page's query a missing reference comes from; default the page's own. */
  search?: string;
}

/**
 * Switch to the new tax-free savings account from the e-mailed link: Confirm makes the switch, once.
 * The reference is parsed here, once, by its rule, as the element parses its attribute.
 */
export function TfsaSwitch({ reference, search, ...rest }: TfsaSwitchProps) {
  const link = linkFrom(TFSA_SWITCH, { reference: parseLinkParam('reference', reference) }, search);
  return <LinkConfirmation {...rest} action={TFSA_SWITCH} link={link} />;
}
