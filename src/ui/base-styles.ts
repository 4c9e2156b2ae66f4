import type { CSSObject } from '@emotion/css/create-instance';
import { color, font } from './tokens';

/**
 * Declares what the user-agent stylesheet would otherwise supply, so a host rule such as
 * `* { all: unset }` (which beats UA styles but loses to a class) cannot reshape an element.
 */
export const reset: CSSObject = {
  boxSizing: 'border-box',
  margin: 0,
  padding: 0,
  border: 0,
  fontFamily: font.family,
  fontSize: font.size,
  fontWeight: 400,
  lineHeight: font.lineHeight,
  color: color.text,
  textAlign: 'start',
  letterSpacing: 'normal',
  textTransform: 'none',
};

/** A 3px outline offset from the element, so it shows against the page rather than a filled control. */
export const focusRing: CSSObject = {
  outline: 'none',
  '&:focus-visible': {
    outline: `3px solid ${color.focus}`,
    outlineOffset: '2px',
  },
};

/** Hidden visually, still read by screen readers. */
export const visuallyHidden: CSSObject = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** An author `display` value beats the UA `[hidden] { display: none }`, so restate it. */
export const honourHidden: CSSObject = {
  '&[hidden]': { display: 'none' },
};
