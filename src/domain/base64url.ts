/**
 * Decodes base64url (RFC 4648 §5, padding optional) to UTF-8 text. Returns undefined for anything
 * that is not valid base64url or not valid UTF-8, so a mangled link reads as "no link".
 */
export function decodeBase64Url(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string' || value === '' || !/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return undefined;
  const base64 = value.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  if (base64.length % 4 === 1) return undefined;
  try {
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
