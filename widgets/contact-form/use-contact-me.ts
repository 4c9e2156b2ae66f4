import { contactMeMutation } from '../../src/api/contact';
import { useServerMutation } from '../../src/react/server-mutation';

/** Sends a contact request (without a token): its state, `start` and `reset`. Never sent twice at once. */
export function useContactMe() {
  return useServerMutation(contactMeMutation());
}
