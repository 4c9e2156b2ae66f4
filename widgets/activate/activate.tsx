import { useState } from 'react';
import { displayKnownAsName } from '../../src/domain/known-as-name';
import type { EventProps } from '../../src/elements/events';
import { useClasses } from '../../src/ui';
import { useDomId } from '../../src/ui/dom-id';
import { EmailLinkRequest } from '../email-link';
import { activateStyles } from './activate-styles';

/** Spec §2 /welcome: the request above the form. */
const ACTIVATE_TEXT = 'Please confirm your email address so that we can send you an activation link.';

/** Events of the activation widget. */
export type ActivateEvents = {
  sent: { emailAddress: string };
  failed: { message: string; status: number };
};

/** Props of {@link Activate}. */
export interface ActivateProps extends EventProps<ActivateEvents> {
  /** Name to greet. Defaults to the page's KnownAsName query parameter. Shown as text, cut to 60 characters. */
  knownAsName?: string;
  /** Level of the heading. Defaults to 2. */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
}

function nameFromPage(): string {
  return new URLSearchParams(window.location.search).get('KnownAsName') ?? '';
}

/** Spec §2 /welcome: 'Welcome' and the visitor's name, then a form that e-mails an activation link. */
export function Activate({ knownAsName, headingLevel = 2, onSent, onFailed }: ActivateProps) {
  const classes = useClasses(activateStyles);
  const headingId = useDomId();
  const [name] = useState(() => displayKnownAsName(knownAsName ?? nameFromPage()));
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={classes.root} aria-labelledby={headingId} part="root">
      <Heading id={headingId} className={classes.heading} part="heading">
        {name ? `Welcome ${name}` : 'Welcome'}
      </Heading>
      <p className={classes.text}>{ACTIVATE_TEXT}</p>
      <EmailLinkRequest
        purpose="activation"
        submitLabel="Activate My Account"
        onSent={onSent}
        onFailed={onFailed}
      />
    </section>
  );
}
