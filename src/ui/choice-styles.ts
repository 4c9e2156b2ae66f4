import { focusRing } from './base-styles';
import { makeStyles } from './styles';
import { color, space } from './tokens';

/** The side of a native checkbox or radio. */
const CHOICE_SIZE = '20px';

/** Where a choice's label starts: the box and the gap after it, so hints and errors line up under the label. */
export const CHOICE_INDENT = `calc(${CHOICE_SIZE} + ${space[2]})`;

/** Native checkbox and radio inputs, restated in full because `all: unset` would drop their appearance. */
export const choiceStyles = makeStyles(() => ({
  row: { display: 'flex', alignItems: 'flex-start', gap: space[2], boxSizing: 'border-box' },
  input: {
    ...focusRing,
    appearance: 'auto',
    boxSizing: 'border-box',
    display: 'inline-block',
    flex: 'none',
    width: CHOICE_SIZE,
    height: CHOICE_SIZE,
    margin: '2px 0 0',
    padding: 0,
    accentColor: color.primaryStrong,
    cursor: 'pointer',
    '&:disabled': { cursor: 'not-allowed' },
  },
  label: { display: 'block', cursor: 'pointer', fontWeight: 400 },
}));
