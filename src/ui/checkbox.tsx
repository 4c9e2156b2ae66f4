import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { reset } from './base-styles';
import { CHOICE_INDENT, choiceStyles } from './choice-styles';
import { hasError, useFieldIds } from './field-ids';
import { FieldError, FieldHint } from './field-parts';
import { fieldStyles } from './field-styles';
import { makeStyles, useClasses, useStyles } from './styles';
import { space } from './tokens';

/** Props of {@link Checkbox}: every input attribute except `type`, plus label, hint and error. */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Class for the wrapper; `className` goes on the input. */
  fieldClassName?: string;
}

const checkboxStyles = makeStyles(() => ({
  messages: {
    ...reset,
    display: 'flex',
    flexDirection: 'column',
    gap: space[1],
    paddingInlineStart: CHOICE_INDENT,
  },
}));

/** A native checkbox with its label beside it and hint and error wired through aria-describedby. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, hint, error, id, className, fieldClassName, 'aria-describedby': describedByProp, ...rest },
  ref,
) {
  const fieldClasses = useClasses(fieldStyles);
  const choice = useClasses(choiceStyles);
  const classes = useClasses(checkboxStyles);
  const { cx } = useStyles();
  const ids = useFieldIds(id, hint, error, describedByProp);
  return (
    <div part="field" className={cx(fieldClasses.field, fieldClassName)}>
      <div className={choice.row}>
        <input
          {...rest}
          ref={ref}
          id={ids.id}
          type="checkbox"
          part="checkbox"
          className={cx(choice.input, className)}
          aria-invalid={hasError(error) || rest['aria-invalid'] || undefined}
          aria-describedby={ids.describedBy}
        />
        <label htmlFor={ids.id} part="label" className={cx(fieldClasses.label, choice.label)}>
          {label}
        </label>
      </div>
      {(ids.hintId || ids.errorId) && (
        <div className={classes.messages}>
          <FieldHint id={ids.hintId}>{hint}</FieldHint>
          <FieldError id={ids.errorId}>{error}</FieldError>
        </div>
      )}
    </div>
  );
});
