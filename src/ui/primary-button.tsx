import type { ButtonHTMLAttributes } from 'react';
import { primaryButtonStyles } from './button-base-styles';
import type { ComponentStyles } from './style-instance';
import { useClasses, useStyles } from './styles';

/** Props of {@link PrimaryButton} (and secondary-button.tsx's SecondaryButton): every button attribute. */
export type PrimaryButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;

/** A button of Button's classes and parts in one look, `type` 'button' unless given. */
// @__NO_SIDE_EFFECTS__
export function oneLookButton<L extends string>(styles: ComponentStyles<'root' | L>, look: L) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per look at module level, never during a render.
  return function OneLookButton({ type = 'button', className, ...rest }: PrimaryButtonProps) {
    const classes = useClasses(styles);
    const { cx } = useStyles();
    return (
      <button
        {...rest}
        type={type}
        part={rest.part ? `button ${rest.part}` : 'button'}
        className={cx(classes.root, classes[look], className)}
      />
    );
  };
}

/**
 * Button's primary look with neither its other variants nor its busy state (so no spinner): for a tag
 * whose first screen has one button that is never busy, such as `<fg-rate-us>`'s Send, so that its one
 * file carries no more. The same classes and parts as `<Button>`; `type` defaults to 'button'.
 */
export const PrimaryButton = oneLookButton(primaryButtonStyles, 'primary');
