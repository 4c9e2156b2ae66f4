import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { hasError, useFieldIds } from './field-ids';
import { LabelledField } from './field-parts';
import { fieldStyles } from './field-styles';
import { useClasses, useStyles } from './styles';

/** Props of {@link TextField}: every input attribute plus label, hint and error. */
export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  /** Help shown under the label and read as the input's description. */
  hint?: ReactNode;
  /** Error message; marks the input invalid and is read as its description. */
  error?: ReactNode;
  /** Class for the wrapper; `className` goes on the input. */
  fieldClassName?: string;
}

/** A labelled text input with hint and error wired through aria-describedby. The ref is the input. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hint,
    error,
    id,
    type = 'text',
    className,
    fieldClassName,
    'aria-describedby': describedByProp,
    ...rest
  },
  ref,
) {
  const classes = useClasses(fieldStyles);
  const { cx } = useStyles();
  const ids = useFieldIds(id, hint, error, describedByProp);
  const invalid = hasError(error);
  return (
    <LabelledField
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={rest.required}
      className={fieldClassName}
    >
      <input
        {...rest}
        ref={ref}
        id={ids.id}
        type={type}
        part="input"
        className={cx(classes.control, className)}
        aria-invalid={invalid || rest['aria-invalid'] || undefined}
        aria-describedby={ids.describedBy}
      />
    </LabelledField>
  );
});
