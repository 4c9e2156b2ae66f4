import { useEffect } from 'react';
import { parseReference, type Reference, UNUSABLE_REFERENCE } from './system-identifier';

/**
 * A `ref` parsed at a React edge (`<RateUs systemIdentifier>`, the portal's `/rate-us-page?ref`) into
 * the {@link Reference} the rating carries, with the one policy the element's attribute rule also
 * follows (rate-us.element.ts) for a reference that is given but cannot be used (too long, control or
 * bidi characters): the customer can still rate; the rating is sent with the placeholder 'N/A -n', as
 * with no reference, and the console tells the page's developer what was wrong and why. Not an inline
 * error, as the element shows for its other attributes: the reference usually comes from an e-mailed
 * link the customer cannot mend, and a rating without its campaign is worth more than no rating.
 * Absent or empty is no reference, without a warning (an element reads an empty attribute as absent);
 * blank is unusable, like any other text that is not a reference.
 */
export function useReference(value: string | null | undefined, source: string): Reference | undefined {
  const reference = parseReference(value);
  const unusable = reference === undefined && !!value;
  useEffect(() => {
    if (unusable) console.warn(`${source}="${value}" cannot be used: ${UNUSABLE_REFERENCE}.`);
  }, [unusable, source, value]);
  return reference;
}
