import type { ChangeEvent, ReactNode } from 'react';
import { reset } from './base-styles';
import { hasError, useFieldIds } from './field-ids';
import { FieldError, FieldHint } from './field-parts';
import type { RadioOption } from './radio-group';
import { makeStyles, useClasses, useStyles } from './styles';
import { color, font, radius, space, TAP_SIZE } from './tokens';

/** Props of {@link ScaleGroup}. */
export interface ScaleGroupProps {
  legend: ReactNode;
  name: string;
  /** The points of the scale in order; the hints of the ends show under them. */
  options: readonly RadioOption[];
  /** Controlled value ('' for none); use with `onChange`. */
  value: string;
  onChange: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  hint?: ReactNode;
  error?: ReactNode;
  /** Id of the first radio, so an ErrorSummary link lands on the group. Generated when absent. */
  id?: string;
}

const scaleStyles = makeStyles(() => ({
  fieldset: { ...reset, display: 'block', minWidth: 0 },
  legend: {
    ...reset,
    display: 'block',
    float: 'none',
    width: '100%',
    fontWeight: 600,
    marginBottom: space[2],
  },
  row: {
    ...reset,
    display: 'flex',
    marginTop: space[2],
    border: `1px solid ${color.border}`,
    borderRadius: radius,
    overflow: 'hidden',
  },
  invalid: { borderColor: color.danger },
  segment: {
    ...reset,
    display: 'block',
    position: 'relative',
    flex: '1 1 0',
    minWidth: 0,
    '& + &': { borderInlineStart: `1px solid ${color.divider}` },
  },
  // The radio covers its segment, unseen: the whole segment is the target, and the native radio keeps
  // its keyboard (the arrows), its name and its checked state for assistive technology.
  input: {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    margin: 0,
    opacity: 0,
    cursor: 'pointer',
  },
  label: {
    ...reset,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: TAP_SIZE,
    fontWeight: 600,
    fontVariantNumeric: 'tabular-nums',
    'input:hover + &': { backgroundColor: color.primaryBg },
    'input:checked + &': { backgroundColor: color.primaryStrong, color: color.onPrimary },
    'input:focus-visible + &': { outline: `3px solid ${color.focus}`, outlineOffset: '-3px' },
  },
  ends: {
    ...reset,
    display: 'flex',
    justifyContent: 'space-between',
    gap: space[3],
    marginTop: space[1],
    color: color.textMuted,
    fontSize: font.sizeSmall,
  },
}));

/**
 * A score (1–10) as one row of joined segments, each a whole target at least 44 px tall however narrow
 * the screen, with the ends' hints under the row (DESIGN.md, mockup j-rate-us): native radios in a
 * fieldset, so arrows move the choice and the hints describe their points.
 */
export function ScaleGroup({ legend, name, options, value, onChange, hint, error, id }: ScaleGroupProps) {
  const classes = useClasses(scaleStyles);
  const { cx } = useStyles();
  const ids = useFieldIds(id, hint, error);
  const invalid = hasError(error);
  const optionId = (index: number) => (index === 0 ? ids.id : `${ids.id}-${index}`);
  const hintId = (index: number) => `${optionId(index)}-hint`;
  return (
    <fieldset part="fieldset" className={classes.fieldset} aria-describedby={ids.describedBy}>
      <legend part="legend" className={classes.legend}>
        {legend}
      </legend>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
      <div className={cx(classes.row, invalid && classes.invalid)}>
        {options.map((option, index) => (
          <div key={option.value} className={classes.segment}>
            <input
              id={optionId(index)}
              type="radio"
              part="radio"
              name={name}
              value={option.value}
              className={classes.input}
              aria-invalid={invalid || undefined}
              aria-describedby={option.hint === undefined ? undefined : hintId(index)}
              checked={option.value === value}
              onChange={(event) => onChange(option.value, event)}
            />
            <label htmlFor={optionId(index)} part="label" className={classes.label}>
              {option.label}
            </label>
          </div>
        ))}
      </div>
      <div className={classes.ends}>
        {options.map((option, index) =>
          option.hint === undefined ? null : (
            <span key={option.value}>
              {option.label}
              {' · '}
              <span id={hintId(index)} part="hint">
                {option.hint}
              </span>
            </span>
          ),
        )}
      </div>
    </fieldset>
  );
}
