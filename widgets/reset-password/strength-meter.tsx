import type { PasswordStrength } from '../../src/domain/password-strength';
import { useClasses, useStyles } from '../../src/ui';
import { resetPasswordStyles } from './reset-password-styles';

/** Props of {@link StrengthMeter}. */
export interface StrengthMeterProps {
  /** Id of the message, for the password input's aria-describedby. */
  id: string;
  /** Undefined while the password is empty or the meter is still loading. */
  strength: PasswordStrength | undefined;
  /** The meter could not be loaded. */
  failed?: boolean;
}

/**
 * Spec §5 Reset password: the zxcvbn score 0–4 as a label (Weak, Weak, Fair, Good, Strong), a bar
 * 25% wide per point and the advice for the score. The label is announced politely as it changes.
 */
export function StrengthMeter({ id, strength, failed = false }: StrengthMeterProps) {
  const classes = useClasses(resetPasswordStyles);
  const { cx } = useStyles();
  const tone =
    strength && (strength.score < 2 ? classes.weak : strength.score >= 3 ? classes.strong : undefined);
  return (
    <div className={classes.meter} part="strength-meter">
      <p className={classes.meterLabel} aria-live="polite">
        {failed
          ? 'The password strength check could not be loaded. Please refresh the page.'
          : `Password strength: ${strength?.label ?? '—'}`}
      </p>
      <div className={classes.track} aria-hidden="true">
        <div
          className={cx(classes.bar, tone)}
          style={{ width: `${strength?.percent ?? 0}%` }}
          part="strength-bar"
        />
      </div>
      <p id={id} className={classes.meterMessage}>
        {strength?.message ?? ''}
      </p>
    </div>
  );
}
