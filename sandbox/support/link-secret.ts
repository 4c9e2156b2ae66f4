import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { LinkTerms } from '../../src/domain/link-terms';

/**
 * Bytes of randomness in an e-mailed link's token: 256 bits, far past guessing (≥128 required).
 * @internal
 */
export const LINK_TOKEN_BYTES = 32;

/** What a link's token is bound to: a token made for one party's link and terms fits no other. */
export interface LinkBinding {
  kind: string;
  reference: string;
  id: string;
  partyId: string;
  terms: LinkTerms | null;
  expiresAt: number;
}

/** A new token for an e-mailed link: URL-safe base64 of {@link LINK_TOKEN_BYTES} from the CSPRNG. */
export function newLinkToken(): string {
  return randomBytes(LINK_TOKEN_BYTES).toString('base64url');
}

/** What the API keeps instead of the token: SHA-256 over the binding and the token. */
export function linkTokenDigest(binding: LinkBinding, token: string): Buffer {
  const { kind, reference, id, partyId, terms, expiresAt } = binding;
  return createHash('sha256')
    .update(JSON.stringify([kind, reference.toUpperCase(), id, partyId, terms, expiresAt]))
    .update('\u0000')
    .update(token, 'utf8')
    .digest();
}

/**
 * Whether `presented` is the token of the link `binding` describes, in time that does not depend on
 * how much of it is right: both sides are 32-byte digests, compared by timingSafeEqual.
 */
export function linkTokenMatches(stored: Buffer, binding: LinkBinding, presented: string): boolean {
  return timingSafeEqual(stored, linkTokenDigest(binding, presented));
}

/** A key for a presented token in a throttle: its SHA-256, so no token is kept in memory as it came. */
export function tokenKey(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
