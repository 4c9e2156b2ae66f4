import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { hasError, useFieldIds } from './field-ids';
import { LabelledField } from './field-parts';
import { fieldStyles } from './field-styles';
import { makeStyles, useClasses, useStyles } from './styles';

/** Props of {@link TextArea}: every textarea attribute plus label, hint and error. */
export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  /** Help shown under the label and read as the textarea's description. */
  hint?: ReactNode;
  /** Error message; marks the textarea invalid and is read as its description. */
  error?: ReactNode;
  /** Class for the wrapper; `className` goes on the textarea. */
  fieldClassName?: string;
}

const textAreaStyles = makeStyles(() => ({
  control: { minHeight: '6em', resize: 'vertical', whiteSpace: 'pre-wrap' },
}));

/** A labelled multi-line input with hint and error wired through aria-describedby. The ref is the textarea. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    hint,
    error,
    id,
    rows = 4,
    className,
    fieldClassName,
    'aria-describedby': describedByProp,
    ...rest
  },
  ref,
) {
  const fieldClasses = useClasses(fieldStyles);
  const classes = useClasses(textAreaStyles);
  const { cx } = useStyles();
  const ids = useFieldIds(id, hint, error, describedByProp);
  return (
    <LabelledField
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={rest.required}
      className={fieldClassName}
    >
      <textarea
        {...rest}
        ref={ref}
        id={ids.id}
        rows={rows}
        part="textarea"
        className={cx(fieldClasses.control, classes.control, className)}
        aria-invalid={hasError(error) || rest['aria-invalid'] || undefined}
        aria-describedby={ids.describedBy}
      />
    </LabelledField>
  );
});
