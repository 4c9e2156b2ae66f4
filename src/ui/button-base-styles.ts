import type { CSSObject } from '@emotion/css/create-instance';
import { focusRing, reset } from './base-styles';
import { makeStyles } from './styles';
import { color, font, radius, space, TAP_SIZE } from './tokens';

/**
 * What every button shares, and the primary look: apart from the other variants (button-styles.ts,
 * secondary-button.tsx), so a tag whose first screen has only a primary button carries only these (issue 28).
 */
export const inactive = '&:disabled, &[aria-disabled="true"]';

/** Every variant's base. */
export const buttonRoot: CSSObject = {
  ...reset,
  ...focusRing,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space[2],
  minHeight: TAP_SIZE,
  padding: `${space[2]} ${space[5]}`,
  border: '2px solid transparent',
  borderRadius: radius,
  fontSize: font.size,
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  appearance: 'none',
  transition: 'background-color 120ms, border-color 120ms, color 120ms',
  [inactive]: { cursor: 'not-allowed' },
  '&[aria-busy="true"]': { cursor: 'progress' },
};

/** The filled primary look. */
export const buttonPrimary: CSSObject = {
  backgroundColor: color.primaryStrong,
  borderColor: color.primaryStrong,
  color: color.onPrimary,
  '&:hover:not(:disabled):not([aria-disabled="true"])': {
    backgroundColor: color.primaryHover,
    borderColor: color.primaryHover,
  },
  [inactive]: { backgroundColor: color.surface, borderColor: color.divider, color: color.textMuted },
  '&[aria-busy="true"]': { backgroundColor: color.primaryStrong, color: color.onPrimary },
};

/** Only the primary look, for PrimaryButton (primary-button.tsx). */
export const primaryButtonStyles = /* @__PURE__ */ makeStyles(() => ({
  root: buttonRoot,
  primary: buttonPrimary,
}));
