import { reset } from './base-styles';
import { statusColor } from './status-colors';
import { makeStyles, useClasses } from './styles';
import { color, radii, typeScale } from './tokens';

const tickStyles = makeStyles(() => ({
  tick: {
    ...reset,
    flex: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '48px',
    height: '48px',
    borderRadius: radii.pill,
    backgroundColor: statusColor.success,
    color: color.onPrimary,
    fontSize: typeScale.h3,
    fontWeight: 700,
  },
}));

/** The 48 px success mark beside an outcome's heading (a receipt, a confirmed link); the heading says it in words. */
export function SuccessTick() {
  const classes = useClasses(tickStyles);
  return (
    <span className={classes.tick} aria-hidden="true">
      ✓
    </span>
  );
}
