import { Alert, useClasses } from '../../src/ui';
import { expiredOn } from './link-deal';
import { CallUs, WithEmail } from './link-parts';
import { linkStyles } from './link-styles';

/** Spec §8, link confirmation 406: kept word for word (DESIGN.md §8a), {email} the product's address. */
const EXPIRED = 'Sorry, your link has expired. Please contact us at {email} to assist you further.';

/**
 * An expired link: the day it expired when the API gave it (a link that expired while open), the
 * spec's text with the product's address, and the phone number with the reference to quote.
 */
export function LinkExpired({
  reference,
  email,
  expiryDate,
  today,
}: {
  reference: string;
  email: string;
  expiryDate: string | undefined;
  today: string;
}) {
  const classes = useClasses(linkStyles);
  return (
    <>
      <Alert variant="danger" title={expiryDate ? expiredOn(expiryDate, today) : undefined}>
        <WithEmail text={EXPIRED} email={email} />
      </Alert>
      <p className={classes.muted}>
        <CallUs before="You can also call us on " after={` and quote ${reference}.`} />
      </p>
    </>
  );
}
