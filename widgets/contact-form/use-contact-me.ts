import { useState } from 'react';
import { type ContactRequest, postContactMe } from '../../src/api/contact';
import { createActionStore, useActionState } from '../../src/react/action-store';
import { useApiClient } from '../../src/react/api-client-context';

/** Sends a contact request (without a token): its state, `start` and `reset`. Never sent twice at once. */
export function useContactMe() {
  const client = useApiClient();
  const [store] = useState(() =>
    createActionStore((request: ContactRequest) => postContactMe(client, request)),
  );
  return { ...useActionState(store), start: store.start, reset: store.reset };
}
