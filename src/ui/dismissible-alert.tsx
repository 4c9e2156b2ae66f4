import { Alert, type AlertProps } from './alert';
import { iconButton } from './icon-button-styles';
import { makeStyles, useClasses } from './styles';
import { overlay, space, typeScale } from './tokens';

/** Props of {@link DismissibleAlert}. */
export interface DismissibleAlertProps extends Omit<AlertProps, 'action'> {
  /** Called by the alert's 'Dismiss' button. */
  onDismiss: () => void;
}

const dismissStyles = makeStyles(() => ({
  dismiss: {
    ...iconButton(space[6], overlay.hover),
    marginBlock: `calc(-1 * ${space[1]})`,
    color: 'inherit',
    fontSize: typeScale.h3,
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
