import { countriesQuery } from '../../src/api/lookups';
import { useServerQuery } from '../../src/react/server-query';

/** The countries lookup, once `enabled` (when passport is chosen); fetched once per visit. */
export function useCountries(enabled: boolean) {
  return useServerQuery(countriesQuery(), { enabled });
}
