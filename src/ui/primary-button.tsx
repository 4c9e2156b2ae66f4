import type { ButtonHTMLAttributes } from 'react';
import { primaryButtonStyles } from './button-base-styles';
import { useClasses, useStyles } from './styles';

/** Props of {@link PrimaryButton} (and of secondary-button.tsx's SecondaryButton): every button attribute. */
export type PrimaryButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;

/**
 * Button's primary look with neither its other variants nor its busy state (so no spinner): for a tag
 * whose first screen has one button that is never busy, such as `<fg-rate-us>`'s Send, so that its one
 * file carries no more. The same classes and parts as `<Button>`; `type` defaults to 'button'.
 */
export function PrimaryButton({ type = 'button', className, ...rest }: PrimaryButtonProps) {
  const classes = useClasses(primaryButtonStyles);
  const { cx } = useStyles();
  return (
    <button
      {...rest}
      type={type}
      part={rest.part ? `button ${rest.part}` : 'button'}
      className={cx(classes.root, classes.primary, className)}
    />
  );
}
