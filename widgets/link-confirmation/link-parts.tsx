import { telephoneHref } from '../../src/config/company-facts';
import { useCompanyFacts } from '../../src/react/widget-context';
import { useClasses } from '../../src/ui';
import { linkStyles } from './link-styles';

/** The terms of a link as key–value rows (DESIGN.md §4 i's card), named for screen readers by `label`. */
export function TermsList({ rows, label }: { rows: readonly [string, string][]; label: string }) {
  const classes = useClasses(linkStyles);
  return (
    <dl className={classes.body} aria-label={label}>
      {rows.map(([term, value]) => (
        <div key={term} className={classes.row}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** '{before}0860 334 768{after}': the company's number (configured facts) as a tel: link. */
export function CallUs({ before, after }: { before: string; after: string }) {
  const classes = useClasses(linkStyles);
  const { telephone } = useCompanyFacts();
  return (
    <>
      {before}
      <a className={classes.link} href={telephoneHref(telephone)}>
        {telephone}
      </a>
      {after}
    </>
  );
}

/** Spec §8's link messages, with the product's contact address as a mailto: link in place of {email}. */
export function WithEmail({ text, email }: { text: string; email: string }) {
  const classes = useClasses(linkStyles);
  const [before, after] = text.split('{email}');
  return (
    <>
      {before}
      <a className={classes.link} href={`mailto:${email}`}>
        {email}
      </a>
      {after}
    </>
  );
}
