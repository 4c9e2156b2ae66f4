/** Longest product name shown and sent; a longer one is not a product of ours. */
export const PRODUCT_NAME_MAX_LENGTH = 100;

const PRINTABLE = /^[^\p{C}\p{Zl}\p{Zp}]+$/u;

/**
 * A product name fit to show and send: whitespace collapsed and trimmed, at most
 * {@link PRODUCT_NAME_MAX_LENGTH} characters, printable only; anything else is undefined.
 */
export function parseProductName(value: string | null | undefined): string | undefined {
  const name = value?.replace(/\s+/g, ' ').trim();
  if (!name || name.length > PRODUCT_NAME_MAX_LENGTH || !PRINTABLE.test(name)) return undefined;
  return name;
}

/**
 * The product a contact link is about, from its query string: `?product=Unit%20Trust`, or the first
 * bare key as the product's links write it (`?Settlement%20Trusts`). Undefined when neither gives a
 * usable name, so the form falls back to a general enquiry.
 */
export function productFromQuery(search: string): string | undefined {
  const params = new URLSearchParams(search);
  const named = params.get('product');
  if (named !== null) return parseProductName(named);
  const bare = [...params.entries()].find(([, value]) => value === '');
  return parseProductName(bare?.[0]);
}
