import { Alert, type AlertProps } from './alert';
import { focusRing, reset } from './base-styles';
import { makeStyles, useClasses } from './styles';
import { radius } from './tokens';

/** Props of {@link DismissibleAlert}. */
export interface DismissibleAlertProps extends Omit<AlertProps, 'action'> {
  /** Called by the alert's 'Dismiss' button. */
  onDismiss: () => void;
}

const dismissStyles = makeStyles(() => ({
  dismiss: {
    ...reset,
    ...focusRing,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: 'none',
    width: '32px',
    height: '32px',
    marginBlock: '-4px',
    borderRadius: radius,
    backgroundColor: 'transparent',
    color: 'inherit',
    fontSize: '24px',
    lineHeight: 1,
    cursor: 'pointer',
    '&:hover': { backgroundColor: 'rgba(0, 0, 0, 0.08)' },
  },
}));

/** An {@link Alert} the user can close with its 'Dismiss' button. Apart from Alert, which every widget downloads. */
export function DismissibleAlert({ onDismiss, ...alert }: DismissibleAlertProps) {
  const classes = useClasses(dismissStyles);
  return (
    <Alert
      {...alert}
      action={
        <button
          type="button"
          part="alert-dismiss"
          aria-label="Dismiss"
          className={classes.dismiss}
          onClick={onDismiss}
        >
          <span aria-hidden="true">×</span>
        </button>
      }
    />
  );
}
