import { color, font, makeStyles, radius, space } from '../../src/ui';

/** {@link FactsPanel}'s look: a bordered card of name–value rows. */
export const factsPanelStyles = makeStyles(() => ({
  side: {
    display: 'flex',
    flexDirection: 'column',
    gap: space[3],
    padding: space[5],
    border: `1px solid ${color.divider}`,
    borderRadius: radius,
    backgroundColor: color.background,
    fontFamily: font.family,
    color: color.text,
  },
  eyebrow: { margin: 0, color: color.textMuted, fontSize: font.sizeSmall },
  title: { margin: 0, fontSize: font.sizeLarge, lineHeight: 1.3, fontWeight: 700 },
  facts: { margin: 0, display: 'flex', flexDirection: 'column' },
  fact: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: `0 ${space[3]}`,
    paddingBlock: space[2],
    borderBlockEnd: `1px solid ${color.divider}`,
    '& dt': { color: color.textMuted, fontSize: font.sizeSmall },
    '& dd': { margin: 0, fontWeight: 600, textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  },
}));
