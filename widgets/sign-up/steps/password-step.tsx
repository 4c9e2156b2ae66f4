import type { Wizard } from '../../../src/react/use-wizard';
import { useDomId } from '../../../src/ui/dom-id';
import { PasswordField } from '../../../src/ui/password-field';
import type { SignUpDraft } from '../sign-up-wizard';

/**
 * Spec §5 Sign-up step 3: a password with lower and upper case, a number and 8 characters, and a
 * matching confirmation. The e-mail address rides along unseen so password managers save the pair.
 */
export function PasswordStep({ wizard }: { wizard: Wizard<SignUpDraft> }) {
  const id = useDomId();
  return (
    <>
      <input
        type="email"
        name="username"
        autoComplete="username"
        value={wizard.draft.EmailAddress.trim()}
        readOnly
        hidden
      />
      <PasswordField
        id={`${id}-password`}
        label="Password"
        {...wizard.control('Password')}
        autoComplete="new-password"
        hint="At least 8 characters, with lower and upper case letters and a number."
        required
      />
      <PasswordField
        id={`${id}-confirm`}
        label="Confirm password"
        {...wizard.control('ConfirmPassword')}
        autoComplete="new-password"
        required
      />
    </>
  );
}
