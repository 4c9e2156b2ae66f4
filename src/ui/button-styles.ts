import type { CSSObject } from '@emotion/css/create-instance';
import { buttonPrimary, buttonRoot, inactive } from './button-base-styles';
import { makeStyles } from './styles';
import { color } from './tokens';

/** Button look and feel, shared by Button and ButtonLink. */
export type ButtonVariant = 'primary' | 'secondary' | 'link';

/** The outlined secondary look, which SecondaryButton takes alone (secondary-button.tsx). */
export const secondary: CSSObject = {
  backgroundColor: color.background,
  borderColor: color.primaryStrong,
  color: color.primaryStrong,
  '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: color.primaryBg },
  [inactive]: { borderColor: color.divider, color: color.textMuted },
  '&[aria-busy="true"]': { borderColor: color.primaryStrong, color: color.primaryStrong },
};

// Made where the sheet is, so that a tag without it (SecondaryButton's) does not keep the token reads.
const linkStyle = (): CSSObject => ({
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
});

/** Class names per variant; `root` always applies. */
export const buttonStyles = /* @__PURE__ */ makeStyles(() => ({
  root: buttonRoot,
  primary: buttonPrimary,
  secondary,
  link: linkStyle(),
}));
