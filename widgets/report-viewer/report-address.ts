import { webAddress } from '../../src/domain/web-address';

/** The query parameter a bare Date Range value (one without `=`) is sent as. */
const DATE_RANGE_PARAM = 'dateRange';

/** The report's address when it is an absolute http(s) URL; anything else (javascript:, data:, relative) is undefined. */
export function framableAddress(address: string): URL | undefined {
  const checked = webAddress(address, null);
  return checked === undefined ? undefined : new URL(checked);
}

/**
 * The report address with a Date Range value appended as query parameters. The value is read as a
 * query fragment (`&dateRange=7d`, `dateRange=7d&tz=SAST`); a bare value (`7d`) becomes `dateRange=7d`.
 * The report's own parameters are kept byte for byte and the new ones are encoded, so a value can
 * never change the scheme, host or path.
 */
export function withDateRange(address: URL, value: string | undefined): string {
  const url = new URL(address.href);
  const fragment = value?.trim().replace(/^[?&]+/, '') ?? '';
  if (!fragment) return url.href;
  const added = fragment.includes('=')
    ? new URLSearchParams(fragment)
    : new URLSearchParams([[DATE_RANGE_PARAM, fragment]]);
  const extra = added.toString();
  if (extra) url.search = url.search ? `${url.search}&${extra}` : extra;
  return url.href;
}
