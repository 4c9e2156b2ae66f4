import { useState } from 'react';
import { postSignUpStep, type SignUpStepBody, type ValidationEntry } from '../../src/api/parties';
import { useAction } from '../../src/react/action-store';
import { useApiClient } from '../../src/react/api-client-context';

/**
 * Spec §4 Sign-up: posts one step; a ValidationResult keeps the wizard on the step and its entries
 * show as dismissible alerts, an empty one advances.
 */
export function useStepPost() {
  const client = useApiClient();
  const store = useAction((body: SignUpStepBody) => postSignUpStep(client, body));
  const [entries, setEntries] = useState<ValidationEntry[]>([]);

  /** Resolves true when the step may advance. */
  const post = async (body: SignUpStepBody): Promise<boolean> => {
    setEntries([]);
    const outcome = await store.start(body);
    setEntries(outcome.data ?? []);
    return outcome.status === 'success' && outcome.data?.length === 0;
  };

  return {
    post,
    entries,
    dismiss: (index: number) => setEntries((current) => current.filter((_, at) => at !== index)),
    clear: () => {
      setEntries([]);
      store.reset();
    },
    error: store.error,
    isPending: store.status === 'pending',
  };
}
