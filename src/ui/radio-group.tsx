import type { ChangeEvent, ReactNode } from 'react';
import { reset } from './base-styles';
import { CHOICE_INDENT, choiceStyles } from './choice-styles';
import { hasError, useFieldIds } from './field-ids';
import { FieldError, FieldHint, RequiredMarker } from './field-parts';
import { fieldStyles } from './field-styles';
import { makeStyles, useClasses, useStyles } from './styles';
import { color, font, space, TAP_SIZE } from './tokens';

/** One radio button. */
export interface RadioOption {
  value: string;
  label: ReactNode;
  /** Text under this option, read as its description, e.g. 'Unlikely' under 1 on a score. */
  hint?: ReactNode;
  disabled?: boolean;
}

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps {
  legend: ReactNode;
  name: string;
  options: readonly RadioOption[];
  /** Controlled value; use with `onChange`. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  hint?: ReactNode;
  error?: ReactNode;
  /**
   * Options side by side, each label to the right of its radio: for two or three short options (Yes/No,
   * Female/Male), as DESIGN §3 draws them (review m7). A 1–10 score is a ScaleGroup.
   */
  horizontal?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** Id of the first radio, so an ErrorSummary link lands on the group. Generated when absent. */
  id?: string;
  className?: string;
}

const radioGroupStyles = makeStyles(() => ({
  fieldset: { ...reset, display: 'block', minWidth: 0 },
  legend: {
    ...reset,
    display: 'block',
    fontWeight: 600,
    marginBottom: space[2],
    float: 'none',
    width: '100%',
  },
  options: { ...reset, display: 'flex', flexDirection: 'column', gap: space[2], marginTop: space[2] },
  horizontal: { flexDirection: 'row', flexWrap: 'wrap', gap: `${space[2]} ${space[5]}` },
  option: { ...reset, display: 'flex', flexDirection: 'column', gap: space[1] },
  optionHorizontal: { minWidth: TAP_SIZE },
  // Under its option's label, past the radio.
  optionHint: {
    ...reset,
    display: 'block',
    color: color.textMuted,
    fontSize: font.sizeSmall,
    paddingInlineStart: CHOICE_INDENT,
  },
}));

/** A fieldset of native radios. Arrow keys move the choice natively; hint and error describe the group. */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  defaultValue,
  onChange,
  hint,
  error,
  horizontal = false,
  required = false,
  disabled = false,
  id,
  className,
}: RadioGroupProps) {
  const fieldClasses = useClasses(fieldStyles);
  const choice = useClasses(choiceStyles);
  const classes = useClasses(radioGroupStyles);
  const { cx } = useStyles();
  const ids = useFieldIds(id, hint, error);
  const invalid = hasError(error);
  const optionId = (index: number) => (index === 0 ? ids.id : `${ids.id}-${index}`);
  return (
    <fieldset
      part="fieldset"
      className={cx(classes.fieldset, className)}
      aria-describedby={ids.describedBy}
      disabled={disabled}
    >
      <legend part="legend" className={classes.legend}>
        {legend}
        {required && <RequiredMarker />}
      </legend>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
      <div className={cx(classes.options, horizontal && classes.horizontal)}>
        {options.map((option, index) => {
          const inputId = optionId(index);
          const hintId = option.hint === undefined ? undefined : `${inputId}-hint`;
          return (
            <div key={option.value} className={cx(classes.option, horizontal && classes.optionHorizontal)}>
              <div className={choice.row}>
                <input
                  id={inputId}
                  type="radio"
                  part="radio"
                  name={name}
                  value={option.value}
                  className={choice.input}
                  disabled={option.disabled}
                  required={required}
                  aria-invalid={invalid || undefined}
                  aria-describedby={hintId}
                  {...(value === undefined
                    ? { defaultChecked: option.value === defaultValue }
                    : { checked: option.value === value })}
                  onChange={(event) => onChange?.(option.value, event)}
                />
                <label htmlFor={inputId} part="label" className={cx(fieldClasses.label, choice.label)}>
                  {option.label}
                </label>
              </div>
              {hintId && (
                <span id={hintId} part="hint" className={classes.optionHint}>
                  {option.hint}
                </span>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
