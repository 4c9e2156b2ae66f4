import { type ButtonHTMLAttributes, forwardRef, type MouseEvent } from 'react';
import { type ButtonVariant, buttonStyles } from './button-styles';
import { SpinnerGlyph } from './spinner-glyph';
import { useClasses, useStyles } from './styles';

/** Props of {@link Button}: every button attribute plus the design-system options. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Defaults to 'primary'. */
  variant?: ButtonVariant;
  /** Work in progress: shows a spinner, sets aria-busy and ignores presses while staying focusable. */
  busy?: boolean;
}

/**
 * A native button. `type` defaults to 'button', so pass `type="submit"` for a form's submit button.
 * While `busy` it stays enabled for focus (a disabled button would drop keyboard focus to the page)
 * but swallows clicks, which also stops the form submitting again.
 */
export const Button = /* @__PURE__ */ forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', busy = false, type = 'button', className, children, onClick, ...rest },
  ref,
) {
  const classes = useClasses(buttonStyles);
  const { cx } = useStyles();
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      part={rest.part ? `button ${rest.part}` : 'button'}
      className={cx(classes.root, classes[variant], className)}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {busy && <SpinnerGlyph />}
      {children}
    </button>
  );
});
