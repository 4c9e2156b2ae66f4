/** Required (§5): anything but `null`, `undefined` or the empty string. Zero, `false` and `' '` count as present. */
export function isRequired(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '';
}

/** Required length (§5): present and at least `min` characters long, and at most `max` when given. */
export function hasRequiredLength(value: string | null | undefined, min: number, max?: number): boolean {
  if (typeof value !== 'string' || value === '') return false;
  return value.length >= min && (max === undefined || value.length <= max);
}

/** Numeric (§5): one or more ASCII digits and nothing else. */
export function isNumeric(value: string | null | undefined): boolean {
  return typeof value === 'string' && /^\d+$/.test(value);
}
