import { decodeBase64Url } from './base64url';

/** What a password reset (or activation) link carries, decoded: the body of CompletePasswordReset minus the password. */
export interface ResetLink {
  Username: string;
  ResetToken: string;
  EmailAddressHash: string;
}

/** The query parameters of a reset link: u (username), e (e-mail address hash) and t (reset token). */
const RESET_LINK_PARAMS = ['u', 'e', 't'] as const;

/**
 * Reads a reset link from a query string (spec §2 /reset-password, §3 Password reset completion):
 * u, e and t base64url-decoded. Undefined unless all three are present and decode.
 */
export function readResetLink(search: string): ResetLink | undefined {
  const params = new URLSearchParams(search);
  const Username = decodeBase64Url(params.get('u'));
  const EmailAddressHash = decodeBase64Url(params.get('e'));
  const ResetToken = decodeBase64Url(params.get('t'));
  if (!Username?.trim() || !EmailAddressHash?.trim() || !ResetToken?.trim()) return undefined;
  return { Username, ResetToken, EmailAddressHash };
}

/** The query string without the link's parameters (so the token can leave the address bar); '' or '?…'. */
export function withoutResetLink(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of RESET_LINK_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
