/**
 * A fault's path pattern: a string starting with `^` is a regular expression; anything else is a glob
 * where `*` matches within one path segment and `**` across segments. Both match case-insensitively
 * against the path without its query string.
 */
export function compilePattern(pattern: string): RegExp {
  if (pattern.startsWith('^')) return new RegExp(pattern, 'i');
  const source = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((literal) => literal.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${source}/?$`, 'i');
}

export function isValidPattern(pattern: string): boolean {
  try {
    compilePattern(pattern);
    return true;
  } catch {
    return false;
  }
}
