import { type ContactRequest, postContactMe } from '../../src/api/contact';
import { useAction } from '../../src/react/action-store';
import { useApiClient } from '../../src/react/api-client-context';

/** Sends a contact request (without a token): its state, `start` and `reset`. Never sent twice at once. */
export function useContactMe() {
  const client = useApiClient();
  return useAction((request: ContactRequest) => postContactMe(client, request));
}
