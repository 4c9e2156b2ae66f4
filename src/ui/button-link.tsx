import { type ButtonVariant, buttonStyles } from './button-styles';
import { type LinkComponentProps, useLinkComponent } from './link-context';
import { useClasses, useStyles } from './styles';

/** Props of {@link ButtonLink}: anchor attributes plus a variant. */
export interface ButtonLinkProps extends LinkComponentProps {
  /** Defaults to 'primary'. */
  variant?: ButtonVariant;
}

/** A link that looks like a button, for navigation such as 'Continue on Website'. */
export function ButtonLink({ variant = 'primary', className, ...rest }: ButtonLinkProps) {
  const classes = useClasses(buttonStyles);
  const { cx } = useStyles();
  const Link = useLinkComponent();
  return <Link {...rest} part="button" className={cx(classes.root, classes[variant], className)} />;
}
