import * as z from 'zod/mini';
import { isSafeRedirect } from '../domain/safe-redirect';
import { webAddress } from '../domain/web-address';

// A file of its own: only the tags with such a link download it.
/** An address a link may carry (not a redirect): a path on this site, or an http(s) address. */
export function linkAttribute(attribute: string) {
  return z.optional(
    z
      .string()
      .check(
        z.refine(
          (value) =>
            isSafeRedirect(value) ||
            (/^https?:\/\/[^/\\\s][^\\\s]*$/i.test(value) && webAddress(value, null) !== undefined),
          `${attribute} must be a path on this site or an http(s) address`,
        ),
      ),
  );
}
