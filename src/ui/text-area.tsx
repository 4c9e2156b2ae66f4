import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { type FieldFrameProps, LabelledField, useLabelledControl } from './field-parts';
import { fieldStyles } from './field-styles';
import { makeStyles, useClasses, useStyles } from './styles';

/** Props of {@link TextArea}: every textarea attribute plus label, hint and error. */
export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldFrameProps {}

const textAreaStyles = makeStyles(() => ({
  control: { minHeight: '6em', resize: 'vertical', whiteSpace: 'pre-wrap' },
}));

/** A labelled multi-line input with hint and error wired through aria-describedby. The ref is the textarea. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { rows = 4, className, ...props },
  ref,
) {
  const fieldClasses = useClasses(fieldStyles);
  const classes = useClasses(textAreaStyles);
  const { cx } = useStyles();
  const { field, control, rest } = useLabelledControl(props);
  return (
    <LabelledField {...field}>
      <textarea
        {...rest}
        {...control}
        ref={ref}
        rows={rows}
        part="textarea"
        className={cx(fieldClasses.control, classes.control, className)}
      />
    </LabelledField>
  );
});
