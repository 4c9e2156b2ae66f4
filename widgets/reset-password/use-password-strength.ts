import { useEffect, useState } from 'react';
import {
  loadPasswordStrength,
  type PasswordStrength,
  type PasswordStrengthMeter,
} from '../../src/domain/password-strength';

/**
 * The strength of `password`, once zxcvbn has loaded. The library (about 390 KB) is fetched once
 * `wanted` (the form's first touch, or a password there already), not with the widget nor as the form
 * first shows: its first paint stays one request (issue 49).
 */
export function usePasswordStrength(password: string, userInputs: readonly string[], wanted: boolean) {
  const [meter, setMeter] = useState<PasswordStrengthMeter | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadPasswordStrength().then(
      (loaded) => {
        if (live) setMeter(() => loaded);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  const strength: PasswordStrength | undefined =
    meter && password ? meter(password, [...userInputs]) : undefined;
  return { strength, failed, loading: !meter && !failed };
}
