import type { CSSObject } from '@emotion/css/create-instance';
import { pageTitle } from './page-heading-styles';
import { color, font, space, TAP_SIZE } from './tokens';

/**
 * The layout the account widgets share (login, sign-up, forgot, reset, activate): a column of heading,
 * text, form and actions. Spread into a widget's own `makeStyles`, which adds or overrides what differs.
 * Apart from base-styles so the widgets without such a form do not download it.
 */
export const formLayout = {
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: space[4],
    fontFamily: font.family,
    color: color.text,
  },
  heading: pageTitle,
  text: {
    margin: 0,
    fontFamily: font.family,
    fontSize: font.size,
    lineHeight: font.lineHeight,
    color: color.text,
  },
  form: { display: 'flex', flexDirection: 'column', gap: space[4] },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: space[4],
    // A link beside the buttons is a target of its own: as tall as they are (44 px).
    '& > a': { display: 'inline-flex', alignItems: 'center', minHeight: TAP_SIZE },
  },
  link: { color: color.primaryStrong, fontWeight: 600 },
} satisfies Record<string, CSSObject>;
