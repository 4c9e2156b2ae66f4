// The link a customer shares so that a friend signs up with their referral code (spec §2: /sign-up and
// /refer are the same screen; §5: the referral code is prefilled from the `referral` query parameter).

/** `{origin}/refer?referral={code}`, the code encoded. */
export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/refer?referral=${encodeURIComponent(code)}`;
}
