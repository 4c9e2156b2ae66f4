import { useState } from 'react';
import { registerMutation, type SignUpLead, signUpFailureMessage } from '../../src/api/parties';
import type { AuthenticatedDetail, FailedDetail } from '../../src/elements/widget-contract';
import { useServerMutation } from '../../src/react/server-mutation';
import { useLogIn } from '../../src/react/use-log-in';

/** What {@link useCreateAccount} reports. */
export interface CreateAccountEvents {
  onCreated?: (detail: { emailAddress: string }) => void;
  onAuthenticated: (detail: AuthenticatedDetail) => void;
  onFailed?: (detail: FailedDetail) => void;
}

/**
 * Spec §4 Sign-up, after the last step passed: registers the account, then logs it in with the
 * credentials the server hands back. Resolves true once the account exists, whether or not the
 * login worked (the wizard is over either way; a failed login leaves a link to Login).
 */
export function useCreateAccount({ onCreated, onAuthenticated, onFailed }: CreateAccountEvents) {
  const register = useServerMutation(registerMutation());
  const login = useLogIn();
  const [created, setCreated] = useState(false);

  const create = async (lead: SignUpLead): Promise<boolean> => {
    register.reset();
    const registered = await register.start(lead);
    const account = registered.data;
    if (!account) {
      if (registered.error) {
        onFailed?.({ message: signUpFailureMessage(registered.error), status: registered.error.status });
      }
      return false;
    }
    setCreated(true);
    onCreated?.({ emailAddress: account.emailAddress });
    const outcome = await login.start({ username: account.emailAddress, password: account.password });
    if (outcome.data) onAuthenticated({ partyId: outcome.data.partyId, username: outcome.data.username });
    else if (outcome.error) onFailed?.({ message: outcome.error.message, status: outcome.error.status });
    return true;
  };

  return {
    create,
    created,
    failure: register.error ? signUpFailureMessage(register.error) : undefined,
    loginError: login.error,
  };
}
