import { enforce, type Throttles } from '../http/throttle';
import type { PartyState } from '../store';

/**
 * Counts a signed-in party's ask about an ID number other than its own (the full check, or a change
 * that would set one): whether another account holds a number is not the party's to learn, and the
 * change's refusal still says so, so each party may ask a few times an hour (LIMITS.identityNumberAsks).
 */
export function countIdentityAsk(throttles: Throttles, party: PartyState, identityNumber: string): void {
  if (identityNumber.trim() !== party.personal.IdentityNumber) {
    enforce(throttles.identityNumberAsks, party.account.partyId);
  }
}
