import { Alert, type AlertProps } from './alert';
import { iconButton } from './icon-button-styles';
import { makeStyles, useClasses } from './styles';

/** Props of {@link DismissibleAlert}. */
export interface DismissibleAlertProps extends Omit<AlertProps, 'action'> {
  /** Called by the alert's 'Dismiss' button. */
  onDismiss: () => void;
}

const dismissStyles = makeStyles(() => ({
  dismiss: {
    ...iconButton('32px', 'rgba(0, 0, 0, 0.08)'),
    marginBlock: '-4px',
    color: 'inherit',
    fontSize: '24px',
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
