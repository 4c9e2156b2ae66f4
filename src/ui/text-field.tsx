import { forwardRef, type InputHTMLAttributes } from 'react';
import { type FieldFrameProps, LabelledField, useLabelledControl } from './field-parts';
import { fieldStyles } from './field-styles';
import { useClasses, useStyles } from './styles';

/** Props of {@link TextField}: every input attribute plus label, hint and error. */
export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement>, FieldFrameProps {}

/** A labelled text input with hint and error wired through aria-describedby. The ref is the input. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { type = 'text', className, ...props },
  ref,
) {
  const classes = useClasses(fieldStyles);
  const { cx } = useStyles();
  const { field, control, rest } = useLabelledControl(props);
  return (
    <LabelledField {...field}>
      <input
        {...rest}
        {...control}
        ref={ref}
        type={type}
        part="input"
        className={cx(classes.control, className)}
      />
    </LabelledField>
  );
});
