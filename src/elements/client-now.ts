import { createApiClient } from '../api/client';
import type { ClientFactory } from './client-on-interaction';

/** For tags that read the API as soon as they show (a wizard's products, a report): the client at once. */
export const clientNow: ClientFactory = (config, auth) => ({
  client: createApiClient({ config, auth }),
  prepare: () => undefined,
});
