import type { CSSObject } from '@emotion/css/create-instance';
import { reset } from './base-styles';
import { typeScale } from './tokens';

/** A page's or a page-sized widget's main heading: the scale's h2 size, bold, tight lines. */
export const pageHeading: CSSObject = {
  ...reset,
  display: 'block',
  fontSize: typeScale.h2,
  fontWeight: 700,
  lineHeight: 1.25,
};
