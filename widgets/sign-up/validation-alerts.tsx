import type { ValidationEntry } from '../../src/api/parties';
import { DismissibleAlert, useClasses } from '../../src/ui';
import { signUpStyles } from './sign-up-styles';

/** Props of {@link ValidationAlerts}. */
export interface ValidationAlertsProps {
  entries: readonly ValidationEntry[];
  onDismiss: (index: number) => void;
}

/** Spec §5 Sign-up step 2: the server's ValidationResult entries, each a dismissible red alert. */
export function ValidationAlerts({ entries, onDismiss }: ValidationAlertsProps) {
  const classes = useClasses(signUpStyles);
  if (entries.length === 0) return null;
  return (
    <div className={classes.alerts}>
      {entries.map((entry, index) => (
        <DismissibleAlert
          key={`${entry.ErrorCode ?? ''}-${entry.ErrorMessage}`}
          variant="danger"
          onDismiss={() => onDismiss(index)}
        >
          {entry.ErrorMessage}
        </DismissibleAlert>
      ))}
    </div>
  );
}
