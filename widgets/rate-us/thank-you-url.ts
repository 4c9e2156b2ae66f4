import { webAddress } from '../../src/domain/web-address';

/**
 * `value` resolved against the page as an absolute http(s) address, or undefined for anything else
 * (javascript:, data:, malformed), so a page attribute can never run script through navigation.
 */
export function safeThankYouUrl(value: string, base: string = document.baseURI): string | undefined {
  return webAddress(value.trim(), base);
}
