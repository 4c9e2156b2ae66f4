import { useEffect, useState } from 'react';
import { Button } from './button';
import { makeStyles, useClasses } from './styles';
import { TAP_SIZE } from './tokens';
import { VisuallyHidden } from './visually-hidden';

// "Copy" is a short word but a finger's target (DESIGN §2.4): 44 × 44.
const copyStyles = /* @__PURE__ */ makeStyles(() => ({
  target: { minHeight: TAP_SIZE, minWidth: TAP_SIZE },
}));

/** How long "Copied" shows before the button reads "Copy" again. */
const COPIED_MS = 2000;

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string;
  /** What is copied, for screen readers: 'account number' gives "Copy account number". */
  label: string;
}

/**
 * A quiet button that copies `value` (an account number, a payment reference) and says so, in words
 * that screen readers announce. Where the page may not use the clipboard it says to copy by hand.
 */
export function CopyButton({ value, label }: CopyButtonProps) {
  const classes = useClasses(copyStyles);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      setState('failed');
      return;
    }
    clipboard.writeText(value).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <>
      <Button variant="link" className={classes.target} onClick={copy}>
        {state === 'copied' ? 'Copied' : 'Copy'}
        <VisuallyHidden>{` ${label}`}</VisuallyHidden>
      </Button>
      <VisuallyHidden role="status">
        {state === 'copied'
          ? `${label} copied`
          : state === 'failed'
            ? `Could not copy: select the ${label} to copy it`
            : ''}
      </VisuallyHidden>
    </>
  );
}
