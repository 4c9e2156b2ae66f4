import { useLayoutEffect, useRef, useState } from 'react';
import { Button, useClasses } from '../../src/ui';
import { LoginForm, loginStyles } from '../login';
import { buyStyles } from './buy-styles';

/** Props of {@link BuySignIn}. */
export interface BuySignInProps {
  /** The product the tag sells, in the step's name: several buy tags may ask on one page. */
  productName: string;
  /** Where 'Forgot your password?' leads (the portal's page, from another site). */
  forgotPasswordHref: string;
  /** Where 'Create an account' leads (the portal's sign-up). */
  signUpHref: string;
  /** Cancel: the visitor would rather not log in now. */
  onCancel: () => void;
}

/**
 * A buy tag's own sign-in step, drawn in its shadow root in place of the wizard (spec §2, §6): the
 * login form, whose `<form>` and fields sit in the tag's light DOM so password managers fill them,
 * and a Cancel. Nothing goes to the host page's body, and no other widget on the page is blocked.
 */
export function BuySignIn({ productName, forgotPasswordHref, signUpHref, onCancel }: BuySignInProps) {
  const classes = useClasses(loginStyles);
  const { signIn } = useClasses(buyStyles);
  const box = useRef<HTMLElement>(null);
  // The tag that owns this shadow root, found once mounted; the form waits for it.
  const [owner, setOwner] = useState<{ host: HTMLElement | undefined }>();
  useLayoutEffect(() => {
    const root = box.current?.getRootNode();
    setOwner({
      host: root instanceof ShadowRoot && root.host instanceof HTMLElement ? root.host : undefined,
    });
  }, []);
  return (
    <section ref={box} className={signIn} aria-label={`Login to buy a ${productName}`} part="sign-in">
      <h2 className={classes.heading} part="heading">
        Login
      </h2>
      <p className={classes.text}>
        {`Log in to buy a ${productName}. `}
        <span>New to Fedgroup?</span>{' '}
        <a href={signUpHref} className={classes.link} part="link">
          Create an account
        </a>
      </p>
      {owner && (
        <LoginForm
          forgotPasswordHref={forgotPasswordHref}
          lightDomHost={owner.host}
          extraActions={
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          }
        />
      )}
    </section>
  );
}
