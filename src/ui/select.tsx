import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { hasError, useFieldIds } from './field-ids';
import { LabelledField } from './field-parts';
import { fieldStyles } from './field-styles';
import { makeStyles, useClasses, useStyles } from './styles';
import { color, space } from './tokens';

/** One `<option>`. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of {@link Select}: every select attribute plus label, hint, error and options. */
export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Text of a leading empty-valued option, e.g. 'Select Country'. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** Class for the wrapper; `className` goes on the select. */
  fieldClassName?: string;
}

// The chevron is drawn with borders, not a data: URI image, which a strict CSP (img-src) may block.
const selectStyles = makeStyles(() => ({
  wrapper: {
    position: 'relative',
    display: 'block',
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInlineEnd: space[4],
      top: '50%',
      width: '8px',
      height: '8px',
      borderRight: `2px solid ${color.text}`,
      borderBottom: `2px solid ${color.text}`,
      transform: 'translateY(-70%) rotate(45deg)',
      pointerEvents: 'none',
    },
  },
  select: { paddingInlineEnd: space[6], cursor: 'pointer' },
}));

/** A labelled native select with hint and error wired through aria-describedby. The ref is the select. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    options,
    placeholder,
    hint,
    error,
    id,
    className,
    fieldClassName,
    'aria-describedby': describedByProp,
    ...rest
  },
  ref,
) {
  const fieldClasses = useClasses(fieldStyles);
  const classes = useClasses(selectStyles);
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
      <span className={classes.wrapper}>
        <select
          {...rest}
          ref={ref}
          id={ids.id}
          part="select"
          className={cx(fieldClasses.control, classes.select, className)}
          aria-invalid={hasError(error) || rest['aria-invalid'] || undefined}
          aria-describedby={ids.describedBy}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      </span>
    </LabelledField>
  );
});
