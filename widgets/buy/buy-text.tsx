import type { HTMLAttributes } from 'react';
import { useClasses } from '../../src/ui';
import { buyStyles } from './buy-styles';

/** A paragraph of a buy step, in the wizard's type. */
export function BuyText({
  muted = false,
  ...props
}: HTMLAttributes<HTMLParagraphElement> & { muted?: boolean }) {
  const classes = useClasses(buyStyles);
  return <p className={muted ? classes.muted : classes.text} {...props} />;
}
