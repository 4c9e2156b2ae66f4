import type { HTMLAttributes } from 'react';
import { visuallyHidden } from './base-styles';
import { makeStyles, useClasses, useStyles } from './styles';

const visuallyHiddenStyles = makeStyles(() => ({ root: visuallyHidden }));

/** Props of {@link VisuallyHidden}: any span attribute. */
export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text for screen readers only. */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  const classes = useClasses(visuallyHiddenStyles);
  const { cx } = useStyles();
  return <span {...rest} className={cx(classes.root, className)} />;
}
