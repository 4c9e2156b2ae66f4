import type { ReactNode } from 'react';
import { reset } from './base-styles';
import { useLiveRegionReady } from './live-region-ready';
import { statusColor } from './status-colors';
import { makeStyles, useClasses, useStyles } from './styles';
import { color, radius, space } from './tokens';

/** Alert tone. */
type AlertVariant = 'success' | 'danger' | 'warning' | 'info';

/** Props of {@link Alert}. */
export interface AlertProps {
  /** Defaults to 'info'. */
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  /** Shown after the message, e.g. DismissibleAlert's 'Dismiss' button. */
  action?: ReactNode;
  className?: string;
}

const alertStyles = makeStyles(() => ({
  root: {
    ...reset,
    display: 'flex',
    alignItems: 'flex-start',
    gap: space[3],
    padding: `${space[3]} ${space[4]}`,
    borderRadius: radius,
    borderInlineStart: '4px solid currentColor',
  },
  success: { backgroundColor: statusColor.successBg, color: statusColor.success },
  danger: { backgroundColor: color.dangerBg, color: color.danger },
  info: { backgroundColor: statusColor.infoBg, color: statusColor.info },
  warning: { backgroundColor: statusColor.warningBg, color: statusColor.warning },
  body: { ...reset, display: 'block', flex: '1 1 auto', minWidth: 0, color: 'inherit' },
  title: { ...reset, display: 'block', fontWeight: 700, color: 'inherit' },
}));

/**
 * The one message box of the product (success, info, warning, danger). Danger is `role="alert"`
 * (interrupts), announced with the words it arrives with. The others are `role="status"` (polite): many
 * screen readers say nothing of a status that arrives with its words, so the box is drawn first and its
 * words come just after. Render it when the message appears so screen readers announce it.
 */
export function Alert({ variant = 'info', title, children, action, className }: AlertProps) {
  const classes = useClasses(alertStyles);
  const { cx } = useStyles();
  const speaks = useLiveRegionReady() || variant === 'danger';
  return (
    <div
      role={variant === 'danger' ? 'alert' : 'status'}
      part="alert"
      data-variant={variant}
      className={cx(classes.root, classes[variant], className)}
    >
      <div className={classes.body}>
        {speaks && title && (
          <strong part="alert-title" className={classes.title}>
            {title}
          </strong>
        )}
        {speaks && children}
      </div>
      {action}
    </div>
  );
}
