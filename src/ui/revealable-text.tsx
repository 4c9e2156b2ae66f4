import { useState } from 'react';
import { Button } from './button';
import { makeStyles, useClasses } from './styles';
import { space, TAP_SIZE } from './tokens';
import { VisuallyHidden } from './visually-hidden';

const revealableStyles = /* @__PURE__ */ makeStyles(() => ({
  root: { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', columnGap: space[3] },
  // A 44 px target on a phone (DESIGN §2.4), though it reads as a word in the row.
  toggle: { minHeight: TAP_SIZE, minWidth: TAP_SIZE },
}));

/** Props of {@link RevealableText}. */
export interface RevealableTextProps {
  /** The whole value, shown once the customer asks. */
  value: string;
  /** The value as masked: what the eye sees, and what a screen reader says instead. */
  masked: { shown: string; spoken: string };
  /** What the value is, for the button's name: "Show identity number". */
  name: string;
}

/**
 * A sensitive value shown masked, with a "Show" text button beside it that reveals it and then reads
 * "Hide" (DESIGN §4h: the ID number masked, Show on request). The button keeps the focus; the value is
 * masked again whenever the page is drawn anew.
 */
export function RevealableText({ value, masked, name }: RevealableTextProps) {
  const classes = useClasses(revealableStyles);
  const [shown, setShown] = useState(false);
  return (
    <span className={classes.root}>
      {shown ? (
        <span>{value}</span>
      ) : (
        <span>
          {/* The bullets are for the eye; a screen reader hears `spoken` in their place. */}
          <span aria-hidden="true">{masked.shown}</span>
          <VisuallyHidden>{masked.spoken}</VisuallyHidden>
        </span>
      )}
      <Button
        variant="link"
        className={classes.toggle}
        aria-label={`${shown ? 'Hide' : 'Show'} ${name}`}
        onClick={() => setShown((current) => !current)}
      >
        {shown ? 'Hide' : 'Show'}
      </Button>
    </span>
  );
}
