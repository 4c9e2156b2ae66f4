import type { ReactNode } from 'react';
import { font, makeStyles, space, useClasses } from '../../src/ui';

const accountPageStyles = makeStyles(() => ({
  page: { maxWidth: '32rem', margin: '0 auto', padding: `${space[5]} 0`, fontFamily: font.family },
}));

/** A narrow column for one account widget (login, sign-up, password pages); the widget's heading is the h1. */
export function AccountPage({
  children,
  onFocusCapture,
  onSubmitCapture,
}: {
  children?: ReactNode;
  onFocusCapture?: () => void;
  /** When a form inside is sent (before its own handler runs). */
  onSubmitCapture?: () => void;
}) {
  const classes = useClasses(accountPageStyles);
  return (
    <div className={classes.page} onFocusCapture={onFocusCapture} onSubmitCapture={onSubmitCapture}>
      {children}
    </div>
  );
}
