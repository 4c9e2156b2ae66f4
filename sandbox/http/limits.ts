/**
 * Every limit the sandbox holds callers to, in one place (sandbox/README.md "Limits" names each one).
 * Each is set well above what a real customer does, so only a flood or a guesser meets it; the why is
 * beside each.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** At most `limit` events per key in any `windowMs`. */
export interface RatePolicy {
  limit: number;
  windowMs: number;
}

/** Failures in a row per key before a lock that doubles with each further failure. */
export interface LockoutPolicy {
  /** Failures in a row allowed before the first lock. */
  freeFailures: number;
  firstLockMs: number;
  maxLockMs: number;
}

/** Password grants per username: five typos are plenty; a guesser then waits 30 s, doubling to 15 min. */
export const LOGIN_LOCKOUT: LockoutPolicy = { freeFailures: 5, firstLockMs: 30_000, maxLockMs: 15 * MINUTE };

export const LIMITS = {
  /** Reset and activation e-mails per e-mail address (known or not): a customer asks once or twice. */
  linkEmails: { limit: 3, windowMs: 15 * MINUTE },
  /**
   * Reset and activation requests per client address, whatever address they name: a household or an
   * office asks for a few; more is someone mailing many inboxes from one place.
   */
  linkEmailsPerClient: { limit: 10, windowMs: 15 * MINUTE },
  /** Wrong or used reset links presented per client address: a customer's link works the first time. */
  resetFailures: { limit: 10, windowMs: 15 * MINUTE },
  /** Sign-up's "address in use" checks per e-mail address asked. */
  addressChecks: { limit: 10, windowMs: 15 * MINUTE },
  /** Sign-up's "ID number in use" checks per ID number asked: the same oracle, the same bound. */
  idNumberChecks: { limit: 10, windowMs: 15 * MINUTE },
  /**
   * Sign-up calls (steps and register) per client address: one sign-up is 4 to 8 calls, so this lets an
   * office sign up several people in a quarter of an hour, not a script thousands.
   */
  signUpCalls: { limit: 60, windowMs: 15 * MINUTE },
  /** Help requests (messagerequests) per party: each one reaches the support team. */
  helpRequests: { limit: 5, windowMs: HOUR },
  /**
   * E-mailed link look-ups that found nothing, per client address, per reference named and per token
   * presented: a customer's link works the first time; ten misses are a guesser.
   */
  linkMisses: { limit: 10, windowMs: 15 * MINUTE },
  /** Uploaded files per party a day (each request also carries at most 10). */
  uploadedFiles: { limit: 30, windowMs: 24 * HOUR },
  /**
   * "Call me back" requests (ContactMe) per client address: a customer asks once, perhaps again for a
   * second product or after a typo; each one is a call for the sales team to make.
   */
  contactRequests: { limit: 5, windowMs: 10 * MINUTE },
  /** Ratings per client address: one customer rates once; a household or office a few times. */
  ratingsPerClient: { limit: 10, windowMs: 10 * MINUTE },
  /**
   * Ratings per SystemIdentifier (a campaign's or page's reference, shared by everyone it reached):
   * 100 in ten minutes is more than a campaign's busiest hour brings, and keeps one from being skewed
   * by a flood from many addresses.
   */
  ratingsPerIdentifier: { limit: 100, windowMs: 10 * MINUTE },
  /** Activity events per session: the portal sends one per sign-in (LoginAction). */
  eventsPerSession: { limit: 30, windowMs: 10 * MINUTE },
  /** Activity events per party, over all its sessions. */
  eventsPerParty: { limit: 100, windowMs: 10 * MINUTE },
  /**
   * Asks about an ID number other than the party's own (validateidentitynumberfull, and the changes
   * that set one) per party: changing one's ID number is rare, with a typo or two.
   */
  identityNumberAsks: { limit: 10, windowMs: HOUR },
} as const satisfies Record<string, RatePolicy>;

export type LimitName = keyof typeof LIMITS;
