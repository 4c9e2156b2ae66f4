import type { AriaAttributes, ReactNode } from 'react';
import { hasError, useFieldIds } from './field-ids';
import { fieldStyles } from './field-styles';
import { useClasses, useStyles } from './styles';

/** The visible '*' after a required field's label; the control's `required` is what is announced. */
export function RequiredMarker() {
  const classes = useClasses(fieldStyles);
  return (
    <span aria-hidden="true" part="required" className={classes.required}>
      *
    </span>
  );
}

/** A field's hint, referenced from the control's aria-describedby. */
export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  const classes = useClasses(fieldStyles);
  if (!id) return null;
  return (
    <span id={id} part="hint" className={classes.hint}>
      {children}
    </span>
  );
}

/** A field's error message, referenced from the control's aria-describedby. */
export function FieldError({ id, children }: { id: string | undefined; children: ReactNode }) {
  const classes = useClasses(fieldStyles);
  if (!id) return null;
  return (
    <span id={id} part="error" className={classes.error}>
      {children}
    </span>
  );
}

/** What {@link LabelledField} needs: the ids from useFieldIds, the texts, and the control itself. */
export interface LabelledFieldProps {
  ids: { id: string; hintId: string | undefined; errorId: string | undefined };
  label: ReactNode;
  hint: ReactNode;
  error: ReactNode;
  required: boolean | undefined;
  className: string | undefined;
  children: ReactNode;
}

/** The frame every single-control field shares: label (with the required marker), hint, control, error. */
export function LabelledField({
  ids,
  label,
  hint,
  error,
  required,
  className,
  children,
}: LabelledFieldProps) {
  const classes = useClasses(fieldStyles);
  const { cx } = useStyles();
  return (
    <div part="field" className={cx(classes.field, className)}>
      <label htmlFor={ids.id} part="label" className={classes.label}>
        {label}
        {required && <RequiredMarker />}
      </label>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      {children}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}

/** The props a single-control field takes besides its control's own attributes. */
export interface FieldFrameProps {
  label: ReactNode;
  /** Help shown under the label and read as the control's description. */
  hint?: ReactNode;
  /** Error message; marks the control invalid and is read as its description. */
  error?: ReactNode;
  /** The control's id; generated when absent. */
  id?: string;
  /** Class for the wrapper; `className` goes on the control. */
  fieldClassName?: string;
  required?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
}

/**
 * Splits a field's props into the {@link LabelledField} frame, the control's id and aria wiring, and
 * the rest, which go on the control as they are.
 */
export function useLabelledControl<P extends FieldFrameProps>(props: P) {
  const { label, hint, error, id, fieldClassName, 'aria-describedby': describedBy, ...rest } = props;
  const ids = useFieldIds(id, hint, error, describedBy);
  return {
    field: { ids, label, hint, error, required: props.required, className: fieldClassName },
    control: {
      id: ids.id,
      'aria-invalid': hasError(error) || props['aria-invalid'] || undefined,
      'aria-describedby': ids.describedBy,
    },
    rest,
  };
}
