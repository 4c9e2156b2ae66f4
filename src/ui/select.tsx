import { forwardRef, type SelectHTMLAttributes } from 'react';
import { type FieldFrameProps, LabelledField, useLabelledControl } from './field-parts';
import { fieldStyles } from './field-styles';
import { makeStyles, useClasses, useStyles } from './styles';
import { color, space } from './tokens';

/** One `<option>`. */
interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of {@link Select}: every select attribute plus label, hint, error and options. */
export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement>, FieldFrameProps {
  options: readonly SelectOption[];
  /** Text of a leading empty-valued option, e.g. 'Select Country'. */
  placeholder?: string;
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
  { options, placeholder, className, ...props },
  ref,
) {
  const fieldClasses = useClasses(fieldStyles);
  const classes = useClasses(selectStyles);
  const { cx } = useStyles();
  const { field, control, rest } = useLabelledControl(props);
  return (
    <LabelledField {...field}>
      <span className={classes.wrapper}>
        <select
          {...rest}
          {...control}
          ref={ref}
          part="select"
          className={cx(fieldClasses.control, classes.select, className)}
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
