import type { CSSObject } from '@emotion/css/create-instance';
import { focusRing, reset } from './base-styles';
import { radius } from './tokens';

/**
 * A square button that holds one glyph, such as the × of a dialog or an alert: transparent until
 * hovered, with the focus ring. Its own module, so tags that show neither do not download it.
 */
export function iconButton(size: string, hoverBackground: string): CSSObject {
  return {
    ...reset,
    ...focusRing,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: 'none',
    width: size,
    height: size,
    borderRadius: radius,
    backgroundColor: 'transparent',
    lineHeight: 1,
    cursor: 'pointer',
    '&:hover': { backgroundColor: hoverBackground },
  };
}
