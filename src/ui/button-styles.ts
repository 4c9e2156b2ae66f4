import { focusRing, reset } from './base-styles';
import { makeStyles } from './styles';
import { color, font, radius, space, TAP_SIZE } from './tokens';

/** Button look and feel, shared by Button and ButtonLink. */
export type ButtonVariant = 'primary' | 'secondary' | 'link';

const inactive = '&:disabled, &[aria-disabled="true"]';

/** Class names per variant; `root` always applies. */
export const buttonStyles = makeStyles(() => ({
  root: {
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
  },
  primary: {
    backgroundColor: color.primaryStrong,
    borderColor: color.primaryStrong,
    color: color.onPrimary,
    '&:hover:not(:disabled):not([aria-disabled="true"])': {
      backgroundColor: color.primaryHover,
      borderColor: color.primaryHover,
    },
    [inactive]: { backgroundColor: color.surface, borderColor: color.divider, color: color.textMuted },
    '&[aria-busy="true"]': { backgroundColor: color.primaryStrong, color: color.onPrimary },
  },
  secondary: {
    backgroundColor: color.background,
    borderColor: color.primaryStrong,
    color: color.primaryStrong,
    '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: color.primaryBg },
    [inactive]: { borderColor: color.divider, color: color.textMuted },
    '&[aria-busy="true"]': { borderColor: color.primaryStrong, color: color.primaryStrong },
  },
  link: {
    minHeight: 0,
    padding: 0,
    border: 0,
    backgroundColor: 'transparent',
    color: color.primaryStrong,
    fontWeight: 600,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    '&:hover:not(:disabled):not([aria-disabled="true"])': { color: color.primaryHover },
    [inactive]: { color: color.textMuted },
  },
}));
