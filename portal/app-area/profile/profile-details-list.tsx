import type { ReactNode } from 'react';
import { useClasses } from '../../../src/ui';
import { profileStyles } from './profile-styles';

/** Terms and their values, read-only, as the profile cards and the not-editable sections show them. */
export function DetailsList({
  rows,
  label,
}: {
  rows: readonly (readonly [string, ReactNode])[];
  label?: string;
}) {
  const classes = useClasses(profileStyles);
  return (
    <dl className={classes.details} aria-label={label}>
      {rows.map(([term, value]) => (
        <div key={term} className={classes.row}>
          <dt>{term}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
