import { buttonRoot } from './button-base-styles';
import { secondary } from './button-styles';
import type { PrimaryButtonProps } from './primary-button';
import { makeStyles, useClasses, useStyles } from './styles';

const secondaryButtonStyles = /* @__PURE__ */ makeStyles(() => ({ root: buttonRoot, secondary }));

/**
 * PrimaryButton's counterpart in the secondary look: the same classes and parts as `<Button
 * variant="secondary">`, without Button's other variants and busy state (so no spinner), for
 * `<fg-rate-us>`'s Try again, which its first touch fetches (issue 49). `type` defaults to 'button'.
 * It repeats PrimaryButton's few lines on purpose: one shared `<button>` component for both cost
 * rate-us's first paint 33 bytes, past its 13 KB cap (session 33).
 */
export function SecondaryButton({ type = 'button', className, ...rest }: PrimaryButtonProps) {
  const classes = useClasses(secondaryButtonStyles);
  const { cx } = useStyles();
  return (
    <button
      {...rest}
      type={type}
      part={rest.part ? `button ${rest.part}` : 'button'}
      className={cx(classes.root, classes.secondary, className)}
    />
  );
}
