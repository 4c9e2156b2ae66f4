import { focusRing } from './base-styles';
import { makeStyles } from './styles';
import { color, space } from './tokens';

/** Native checkbox and radio inputs, restated in full because `all: unset` would drop their appearance. */
export const choiceStyles = makeStyles(() => ({
  row: { display: 'flex', alignItems: 'flex-start', gap: space[2], boxSizing: 'border-box' },
  input: {
    ...focusRing,
    appearance: 'auto',
    boxSizing: 'border-box',
    display: 'inline-block',
    flex: 'none',
    width: '20px',
    height: '20px',
    margin: '2px 0 0',
    padding: 0,
    accentColor: color.primaryStrong,
    cursor: 'pointer',
    '&:disabled': { cursor: 'not-allowed' },
  },
  label: { display: 'block', cursor: 'pointer', fontWeight: 400 },
}));
