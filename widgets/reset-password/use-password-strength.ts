import { useEffect, useState } from 'react';
import {
  loadPasswordStrength,
  type PasswordStrength,
  type PasswordStrengthMeter,
} from '../../src/domain/password-strength';

/**
 * The strength of `password`, once zxcvbn has loaded. The library (about 390 KB) is fetched when this
 * hook first mounts, not with the widget.
 */
export function usePasswordStrength(password: string, userInputs: readonly string[]) {
  const [meter, setMeter] = useState<PasswordStrengthMeter | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
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
  }, []);
  const strength: PasswordStrength | undefined =
    meter && password ? meter(password, [...userInputs]) : undefined;
  return { strength, failed, loading: !meter && !failed };
}
