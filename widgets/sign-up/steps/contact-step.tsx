import { TEXT_MAX } from '../../../src/domain/text-rules';
import type { Wizard } from '../../../src/react/use-wizard';
import { TextField } from '../../../src/ui';
import { useDomId } from '../../../src/ui/dom-id';
import type { SignUpDraft } from '../sign-up-wizard';

/** Spec §5 Sign-up step 1: first name, last name and e-mail address. */
export function ContactStep({ wizard }: { wizard: Wizard<SignUpDraft> }) {
  const id = useDomId();
  return (
    <>
      <TextField
        id={`${id}-first-name`}
        label="First name"
        {...wizard.control('FirstName')}
        autoComplete="given-name"
        maxLength={TEXT_MAX.name}
        required
      />
      <TextField
        id={`${id}-last-name`}
        label="Last name"
        {...wizard.control('LastName')}
        autoComplete="family-name"
        maxLength={TEXT_MAX.name}
        required
      />
      <TextField
        id={`${id}-email`}
        label="Email address"
        {...wizard.control('EmailAddress')}
        type="email"
        autoComplete="email"
        required
      />
    </>
  );
}
