import type { ReactNode } from 'react';
import { reset } from './base-styles';
import { Button } from './button';
import { useDomId } from './dom-id';
import { type HeadingLevel, headingTag } from './heading';
import { useLinkComponent } from './link-context';
import { makeStyles, useClasses, useStyles } from './styles';
import { color, font, radius, space, TAP_SIZE } from './tokens';

/** A card's header action: a link when it has `href`, else a link-styled button. */
type CardAction = { label: ReactNode; href: string } | { label: ReactNode; onClick: () => void };

/** Props of {@link Card}. */
export interface CardProps {
  title: ReactNode;
  /** Defaults to 2. */
  headingLevel?: HeadingLevel;
  action?: CardAction;
  /** Beside the heading, before the action: a figure that sums the card up (a balance). */
  aside?: ReactNode;
  children?: ReactNode;
  className?: string;
}

const cardStyles = makeStyles(() => ({
  card: {
    ...reset,
    display: 'block',
    padding: space[5],
    border: `1px solid ${color.divider}`,
    borderRadius: radius,
    backgroundColor: color.background,
  },
  header: {
    ...reset,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: space[3],
    marginBottom: space[4],
  },
  title: { ...reset, display: 'block', fontSize: font.sizeLarge, fontWeight: 700, lineHeight: 1.3 },
  link: {
    ...reset,
    display: 'inline',
    color: color.primaryStrong,
    fontWeight: 600,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    cursor: 'pointer',
    '&:hover': { color: color.primaryHover },
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '2px' },
  },
  // The action ('Edit', 'Upload') is a finger's target (DESIGN §2.4): 44 × 44 however short its word.
  target: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: TAP_SIZE,
    minWidth: TAP_SIZE,
  },
}));

/** A section named by its heading, with an optional action (e.g. 'Edit') beside the heading. */
export function Card({ title, headingLevel = 2, action, aside, children, className }: CardProps) {
  const classes = useClasses(cardStyles);
  const { cx } = useStyles();
  const Link = useLinkComponent();
  const titleId = useDomId();
  const Heading = headingTag(headingLevel);
  return (
    <section part="card" aria-labelledby={titleId} className={cx(classes.card, className)}>
      <div className={classes.header}>
        <Heading id={titleId} part="card-title" className={classes.title}>
          {title}
        </Heading>
        {aside}
        {action &&
          ('href' in action ? (
            <Link href={action.href} part="card-action" className={cx(classes.link, classes.target)}>
              {action.label}
            </Link>
          ) : (
            <Button variant="link" part="card-action" className={classes.target} onClick={action.onClick}>
              {action.label}
            </Button>
          ))}
      </div>
      {children}
    </section>
  );
}
