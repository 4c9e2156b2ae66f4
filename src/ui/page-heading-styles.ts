import type { CSSObject } from '@emotion/css/create-instance';
import { reset } from './base-styles';
import { PHONE } from './breakpoints';
import { titleType } from './tokens';

/**
 * Every page title (h1) of the portal and of a page-sized widget (login, sign-up, the buy wizards, the
 * link pages): one size per level, smaller on a phone. The landing's hero is a role of its own.
 */
export const pageTitle: CSSObject = {
  ...reset,
  display: 'block',
  fontSize: titleType.size,
  fontWeight: 700,
  lineHeight: titleType.lineHeight,
  letterSpacing: titleType.letterSpacing,
  [PHONE]: { fontSize: titleType.sizePhone, lineHeight: titleType.lineHeightPhone },
};
