import type { ReactNode } from 'react';
import { reset } from './base-styles';
import { statusColor } from './status-colors';
import { makeStyles, useClasses, useStyles } from './styles';
import { color, font, radius, space } from './tokens';

/** What a status says: still to do, being checked (pending), done, or a plain fact (note). */
export type StatusTone = 'todo' | 'pending' | 'done' | 'note';

const badgeStyles = makeStyles(() => ({
  badge: {
    ...reset,
    display: 'inline-block',
    padding: `0 ${space[2]}`,
    borderRadius: radius,
    fontSize: font.sizeSmall,
    fontWeight: 600,
    whiteSpace: 'nowrap',
  },
  todo: { backgroundColor: color.surface, color: color.text, border: `1px solid ${color.border}` },
  pending: { backgroundColor: statusColor.infoBg, color: statusColor.info },
  done: { backgroundColor: statusColor.successBg, color: statusColor.success },
  note: { backgroundColor: color.surface, color: color.textMuted, border: `1px solid ${color.divider}` },
}));

/** A short status in words (To do, Checking, Verified, Done), its colour only repeating what the words say. */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  const classes = useClasses(badgeStyles);
  const { cx } = useStyles();
  return <span className={cx(classes.badge, classes[tone])}>{children}</span>;
}
