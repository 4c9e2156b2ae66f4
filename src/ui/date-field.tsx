import { type ReactNode, useState } from 'react';
import { reset } from './base-styles';
import { hasError, useFieldIds } from './field-ids';
import { FieldError, FieldHint, RequiredMarker } from './field-parts';
import { fieldStyles } from './field-styles';
import { makeStyles, useClasses, useStyles } from './styles';
import { font, space } from './tokens';

/** Props of {@link DateField}: a bound text control's (the value 'YYYY-MM-DD') plus the field's texts. */
export interface DateFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Id of the Day input, so an ErrorSummary link lands on the field. Generated when absent. */
  id?: string;
  name?: string;
  /** 'YYYY-MM-DD' once all three parts are typed; parts still missing are empty between the dashes. */
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur?: () => void;
  required?: boolean;
  /** 'bday' for a date of birth: each part gets its own token ('bday-day', 'bday-month', 'bday-year'). */
  autoComplete?: 'bday';
}

const dateFieldStyles = /* @__PURE__ */ makeStyles(() => ({
  fieldset: { ...reset, display: 'flex', flexDirection: 'column', gap: space[1], minWidth: 0 },
  legend: { ...reset, display: 'block', fontWeight: 600, float: 'none', width: '100%', padding: 0 },
  parts: { ...reset, display: 'flex', flexWrap: 'wrap', gap: space[3], marginTop: space[1] },
  part: { ...reset, display: 'flex', flexDirection: 'column', gap: space[1] },
  // Day, Month, Year: smaller than the field's own label, which names the group.
  partLabel: { fontWeight: 400, fontSize: font.sizeSmall },
  // DESIGN §3: Day 64 px, Month 64 px, Year 96 px.
  short: { width: '4rem' },
  long: { width: '6rem' },
}));

interface Parts {
  day: string;
  month: string;
  year: string;
}

const twoDigits = (text: string) => (/^\d$/.test(text) ? `0${text}` : text);

/**
 * The value the parts stand for: '1988-04-12'; a missing part stays empty, so the value is no date.
 * @internal
 */
export function dateFromParts({ day, month, year }: Parts): string {
  const parts = [year.trim(), twoDigits(month.trim()), twoDigits(day.trim())];
  return parts.every((part) => part === '') ? '' : parts.join('-');
}

/** A day or month as a person writes it: '04' → '4'. */
const unpadded = (text: string) => text.replace(/^0(?=\d)/, '');

/**
 * The parts of a value as a person writes them: '1988-04-12' (a time after it ignored) → 12, 4, 1988
 * (DESIGN m12: "12 4 1988"); anything else → empty parts.
 * @internal
 */
export function partsOfDate(value: string): Parts {
  const match = /^(\d*)-(\d*)-(\d*)/.exec(value);
  return { year: match?.[1] ?? '', month: unpadded(match?.[2] ?? ''), day: unpadded(match?.[3] ?? '') };
}

/**
 * A date as three numeric inputs, Day, Month and Year, in a fieldset named by its label (DESIGN §3,
 * review m12: never a native date picker, whose format and keyboard differ by browser). It edits one
 * 'YYYY-MM-DD' value; a value set from outside (filled in from an ID number, a discard) redraws the parts.
 * Hint and error describe the group, as in RadioGroup, and every part is marked invalid with it.
 */
export function DateField({
  label,
  hint,
  error,
  id,
  name,
  value,
  onChange,
  onBlur,
  required = false,
  autoComplete,
}: DateFieldProps) {
  const field = useClasses(fieldStyles);
  const classes = useClasses(dateFieldStyles);
  const { cx } = useStyles();
  const ids = useFieldIds(id, hint, error);
  const [typed, setTyped] = useState<Parts>(() => partsOfDate(value));
  // What the customer typed stands while it still makes the value ('4' for April); a value set from
  // outside replaces it.
  const parts = dateFromParts(typed) === value ? typed : partsOfDate(value);
  const invalid = hasError(error) || undefined;

  const change = (key: keyof Parts, text: string) => {
    const next = { ...parts, [key]: text };
    setTyped(next);
    onChange({ target: { value: dateFromParts(next) } });
  };
  // Leaving the group, not moving between its parts, is leaving the field.
  const blur = (event: { relatedTarget: EventTarget | null; currentTarget: HTMLElement }) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
      onBlur?.();
  };

  const input = (key: keyof Parts, text: string, inputId: string, maxLength: number, width: string) => (
    <div className={classes.part}>
      <label htmlFor={inputId} part="label" className={cx(field.label, classes.partLabel)}>
        {text}
      </label>
      <input
        id={inputId}
        name={name && `${name}-${key}`}
        // The form's summary finds a field by its name: Day stands for the date.
        data-field={key === 'day' ? name : undefined}
        part="input"
        className={cx(field.control, width)}
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={maxLength}
        autoComplete={autoComplete && `${autoComplete}-${key}`}
        required={required}
        aria-invalid={invalid}
        value={parts[key]}
        onChange={(event) => change(key, event.target.value)}
      />
    </div>
  );

  return (
    <fieldset part="fieldset" className={classes.fieldset} aria-describedby={ids.describedBy} onBlur={blur}>
      <legend part="legend" className={classes.legend}>
        {label}
        {required && <RequiredMarker />}
      </legend>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
      <div className={classes.parts}>
        {input('day', 'Day', ids.id, 2, classes.short)}
        {input('month', 'Month', `${ids.id}-month`, 2, classes.short)}
        {input('year', 'Year', `${ids.id}-year`, 4, classes.long)}
      </div>
    </fieldset>
  );
}
