import type { CSSObject } from '@emotion/css/create-instance';
import { makeStyles } from '../../../src/ui';
import { focusRing, reset } from '../../../src/ui/base-styles';
import { pageTitle } from '../../../src/ui/page-heading-styles';
import { color, font, radius, space, TAP_SIZE, typeScale } from '../../../src/ui/tokens';

/** An underlined link that is also a 44 px target (WCAG 2.5.5): a product's name, a card's View. */
export const tapLink: CSSObject = {
  ...reset,
  ...focusRing,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: TAP_SIZE,
  minWidth: TAP_SIZE,
  color: color.primaryStrong,
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  '&:hover': { color: color.primaryHover },
};

/** Layout shared by the customer pages: page column, section headings, panels, tiles and tables. */
export const customerStyles = makeStyles(() => ({
  page: { ...reset, display: 'flex', flexDirection: 'column', gap: space[5], minWidth: 0 },
  heading: pageTitle,
  sectionHeading: { ...reset, display: 'block', fontSize: font.sizeLarge, fontWeight: 700, lineHeight: 1.3 },
  panel: { ...reset, display: 'flex', flexDirection: 'column', gap: space[4], minWidth: 0 },
  muted: { ...reset, display: 'block', color: color.textMuted },
  balance: {
    ...reset,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: space[2],
    padding: space[5],
    borderRadius: radius,
    backgroundColor: color.primaryBg,
    borderInlineStart: `4px solid ${color.primary}`,
  },
  balanceLabel: { ...reset, display: 'block', fontWeight: 600 },
  balanceValue: {
    ...reset,
    display: 'block',
    fontSize: typeScale.h2,
    fontWeight: 700,
    fontVariantNumeric: 'tabular-nums',
  },
  actions: { ...reset, display: 'flex', flexWrap: 'wrap', gap: space[3] },
}));
