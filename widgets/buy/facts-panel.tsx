import { useClasses } from '../../src/ui';
import { useDomId } from '../../src/ui/dom-id';
import { type HeadingLevel, headingTag } from '../../src/ui/heading';
import { factsPanelStyles } from './facts-panel-styles';

export interface FactsPanelProps {
  /** A muted line above the title ("You're buying"). */
  eyebrow?: string;
  title: string;
  headingLevel: HeadingLevel;
  /** [name, value] pairs, in order. */
  facts: readonly (readonly [string, string])[];
}

/**
 * The panel beside a buy page (DESIGN.md §4 c, d, f): a titled list of facts, the name muted on the
 * left and the value on the right, a rule between rows. A complementary landmark named by its title.
 */
export function FactsPanel({ eyebrow, title, headingLevel, facts }: FactsPanelProps) {
  const classes = useClasses(factsPanelStyles);
  const Heading = headingTag(headingLevel);
  const headingId = useDomId();
  return (
    <aside className={classes.side} aria-labelledby={headingId}>
      <div>
        {eyebrow && <p className={classes.eyebrow}>{eyebrow}</p>}
        <Heading id={headingId} className={classes.title}>
          {title}
        </Heading>
      </div>
      <dl className={classes.facts}>
        {facts.map(([name, value]) => (
          <div key={`${name}${value}`} className={classes.fact}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
