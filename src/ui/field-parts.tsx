import type { ReactNode } from 'react';
import { fieldStyles } from './field-styles';
import { useClasses } from './styles';

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
