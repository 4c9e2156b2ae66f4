import type { ApiClient } from '../api/client';
import type { ClientFactory } from './client-on-interaction';
import { elementClient } from './element-client';

/** For tags that read the API as soon as they show (a wizard's products, a report): the client at once. */
export const clientNow: ClientFactory<ApiClient> = elementClient;
