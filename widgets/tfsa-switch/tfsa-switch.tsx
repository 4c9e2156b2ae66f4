import type { EventProps } from '../../src/elements/events';
import {
  elementLinkValues,
  LinkConfirmation,
  type LinkConfirmationEvents,
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

/** Switch to the new tax-free savings account from the e-mailed link: Confirm makes the switch, once. */
export function TfsaSwitch({ reference, search, ...rest }: TfsaSwitchProps) {
  return (
    <LinkConfirmation {...rest} action={TFSA_SWITCH} values={elementLinkValues({ reference }, search)} />
  );
}
