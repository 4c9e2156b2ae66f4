import { forwardRef, type InputHTMLAttributes } from 'react';
import { type FieldFrameProps, LabelledField, useLabelledControl } from './field-parts';
import { affixStyles, fieldStyles } from './field-styles';
import { useClasses, useStyles } from './styles';

/** Props of {@link TextField}: every input attribute plus label, hint and error. */
export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'>,
    FieldFrameProps {
  /** A unit shown before the value inside the field, such as "R" for an amount; the label still names it. */
  prefix?: string;
}

/** A labelled text input with hint and error wired through aria-describedby. The ref is the input. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { type = 'text', className, prefix, ...props },
  ref,
) {
  const classes = useClasses(fieldStyles);
  const affix = useClasses(affixStyles);
  const { cx } = useStyles();
  const { field, control, rest } = useLabelledControl(props);
  const input = (
    <input
      {...rest}
      {...control}
      ref={ref}
      type={type}
      part="input"
      className={cx(classes.control, prefix && affix.prefixed, className)}
    />
  );
  return (
    <LabelledField {...field}>
      {prefix ? (
        <span className={affix.affixed}>
          <span className={affix.prefix} aria-hidden="true">
            {prefix}
          </span>
          {input}
        </span>
      ) : (
        input
      )}
    </LabelledField>
  );
});
