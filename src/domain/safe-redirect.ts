/**
 * True for a same-origin path a widget may navigate to after success: it starts with exactly one '/',
 * and holds no backslash, whitespace or control character (`//evil.example`, `/\evil.example`,
 * `https://…` and `javascript:` are all refused, since a browser would leave the site for them).
 */
export function isSafeRedirect(value: string | null | undefined): value is string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
  return !/[\\\s\u0000-\u001f\u007f]/.test(value);
}
