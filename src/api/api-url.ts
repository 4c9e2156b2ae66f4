import type { ApiSettings } from '../config/api-settings';

/** Which configured base a call goes to. */
export type ApiBase = 'main' | 'web' | 'auth' | 'content';

/** Paths of the web API (v5): a call without a `base` goes there, any other to the main API. */
const WEB_API_PATH = /^\/v5\//i;

/** The bases a request may go to. */
type ApiBases = Pick<ApiSettings, 'mainApiBase' | 'webApiBase' | 'authBase' | 'contentBase'>;

/** `path` on the call's base, or, without one, on the web API (v5 paths) or the main API. */
export function urlOnBase(config: ApiBases, base: ApiBase | undefined, path: string): string {
  const bases: Record<ApiBase, string> = {
    main: config.mainApiBase,
    web: config.webApiBase,
    auth: config.authBase,
    content: config.contentBase,
  };
  return `${bases[base ?? (WEB_API_PATH.test(path) ? 'web' : 'main')]}${path}`;
}
