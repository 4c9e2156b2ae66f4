import type { PanelBlock } from '../../../src/api/dashboard';
import { makeStyles, useClasses, useStyles } from '../../../src/ui';
import { reset } from '../../../src/ui/base-styles';
import { DateText } from '../../../src/ui/date-text';
import { type HeadingLevel, headingTag } from '../../../src/ui/heading';
import { color, font, space } from '../../../src/ui/tokens';
import { displayCell, isDateCell, isFigure } from './table-cells';

const blockStyles = makeStyles(() => ({
  block: { ...reset, display: 'flex', flexDirection: 'column', gap: space[2], minWidth: 0 },
  title: { ...reset, display: 'block', fontWeight: 700 },
  list: { ...reset, display: 'flex', flexDirection: 'column' },
  row: {
    ...reset,
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    columnGap: space[4],
    padding: `${space[2]} 0`,
    borderBottom: `1px solid ${color.divider}`,
  },
  label: { ...reset, display: 'block', flex: '1 1 10rem', color: color.textMuted },
  value: {
    ...reset,
    display: 'block',
    fontWeight: 600,
    overflowWrap: 'anywhere',
    '& time': { whiteSpace: 'nowrap' },
  },
  figure: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  info: { ...reset, display: 'block', flexBasis: '100%', color: color.textMuted, fontSize: font.sizeSmall },
}));

/** Props of {@link PanelBlocks}. */
export interface PanelBlocksProps {
  blocks: readonly PanelBlock[];
  headingLevel: HeadingLevel;
}

/**
 * A summary's blocks (spec §3 Panel summary): each a titled list of label, value and optional info; an
 * ISO date value (a maturity date) shows as §9 shows dates, a rand value in the product's money format.
 */
export function PanelBlocks({ blocks, headingLevel }: PanelBlocksProps) {
  const classes = useClasses(blockStyles);
  const { cx } = useStyles();
  const Heading = headingTag(headingLevel);
  return (
    <>
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id; the list is replaced whole, never reordered.
        <div key={`${block.Title ?? ''}-${index}`} className={classes.block}>
          {block.Title && <Heading className={classes.title}>{block.Title}</Heading>}
          <dl className={classes.list}>
            {block.PanelDataList.map((line, lineIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; labels may repeat.
              <div key={`${line.label}-${lineIndex}`} className={classes.row}>
                <dt className={classes.label}>{line.label}</dt>
                <dd className={cx(classes.value, isFigure(line.value) && classes.figure)}>
                  {isDateCell(line.value) ? <DateText value={line.value} /> : displayCell(line.value)}
                </dd>
                {line.info && <dd className={classes.info}>{line.info}</dd>}
              </div>
            ))}
          </dl>
        </div>
      ))}
    </>
  );
}
