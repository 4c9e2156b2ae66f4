import type { EventProps } from '../../src/elements/events';
import {
  LinkConfirmation,
  type LinkConfirmationEvents,
  linkFrom,
  parseLinkParam,
  SI_REINVEST,
} from '../link-confirmation';

/** Props of {@link ReinvestConfirmation}: each value of the link, else the page's query gives it. */
export interface ReinvestConfirmationProps extends EventProps<LinkConfirmationEvents> {
  /** The link's reference, e.g. SIR-2026-000153 (else ?reference=). */
  reference?: string | undefined;
  /** The investment's category, shown back (else ?Cat=). */
  cat?: string | undefined;
  /** The choice at maturity, shown back (else ?option=). */
  option?: string | undefined;
  /** The maturity rate in percent, e.g. 9.21 (else ?MatRate=). */
  matRate?: string | undefined;
  /** The reinvestment detail the link carries (else ?Reinv=). */
  reinv?: string | undefined;
  /** The link's id, e.g. 9001 (else ?id=). */
  linkId?: string | undefined;
  /** Level of the 'Secured Investment' heading; default 1. */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | undefined;
  /** The page's query the missing values come from; default the page's own. */
  search?: string;
}

/**
 * Confirm a secured investment's reinvestment at maturity from the e-mailed link: reads back the
 * option and the maturity rate; Confirm checks the link has not expired and only then reinvests, once.
 * Each prop is parsed here, once, by the value's rule, as the element parses its attributes.
 */
export function ReinvestConfirmation({
  reference,
  cat,
  option,
  matRate,
  reinv,
  linkId,
  search,
  ...rest
}: ReinvestConfirmationProps) {
  return (
    <LinkConfirmation
      {...rest}
      action={SI_REINVEST}
      link={linkFrom(
        SI_REINVEST,
        {
          reference: parseLinkParam('reference', reference),
          Cat: parseLinkParam('Cat', cat),
          option: parseLinkParam('option', option),
          MatRate: parseLinkParam('MatRate', matRate),
          Reinv: parseLinkParam('Reinv', reinv),
          id: parseLinkParam('id', linkId),
        },
        search,
      )}
    />
  );
}
