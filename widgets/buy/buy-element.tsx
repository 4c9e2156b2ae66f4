import { type ComponentType, useState } from 'react';
import { portalAddress } from '../../src/elements/portal-address';
import { useSession } from '../../src/react/use-session';
import { Button, useClasses } from '../../src/ui';
import { BuySignIn } from './buy-sign-in';
import { buyStyles } from './buy-styles';
import { PLATFORM_PATH } from './buy-wizard';

/** What every buy element passes on to its wizard. */
interface BuyElementProps {
  returnUrl?: string | undefined;
  onCancelled?: (detail: Record<string, never>) => void;
}

/**
 * A buy wizard as its custom element shows it (spec §2, §6): while nobody is signed in, or once the
 * session has run out, its own sign-in step inside its shadow root in place of the wizard (Cancel
 * folds it to a Log in button and fires `fg-cancelled`). The wizard stays mounted, hidden, so it keeps
 * its step and answers and carries on after the login; a login through any buy tag on the page signs
 * them all in (one session store). Back points at the portal, also from a page on another site.
 */
export function buyElement<P extends BuyElementProps>(Wizard: ComponentType<P>, productName: string) {
  return function BuyElement(props: P) {
    const { user } = useSession();
    const [declined, setDeclined] = useState(false);
    const classes = useClasses(buyStyles);
    return (
      <>
        {!user &&
          (declined ? (
            <p className={classes.text} part="sign-in">
              <Button onClick={() => setDeclined(false)}>Log in to buy</Button>
            </p>
          ) : (
            // In the tag's own file: for a visitor not signed in, the sign-in is the first screen (issue 28).
            <BuySignIn
              productName={productName}
              forgotPasswordHref={portalAddress('/forgot-password')}
              signUpHref={portalAddress('/sign-up')}
              onCancel={() => {
                setDeclined(true);
                props.onCancelled?.({});
              }}
            />
          ))}
        <div hidden={!user}>
          <Wizard {...props} returnUrl={portalAddress(props.returnUrl ?? PLATFORM_PATH)} />
        </div>
      </>
    );
  };
}
