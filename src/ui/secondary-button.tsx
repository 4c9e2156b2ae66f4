import type { CSSObject } from '@emotion/css/create-instance';
import { buttonRoot, inactive } from './button-base-styles';
import { oneLookButton } from './primary-button';
import { makeStyles } from './styles';
import { color } from './tokens';

/** The outlined secondary look (Button's `secondary` variant). */
export const buttonSecondary: CSSObject = {
  backgroundColor: color.background,
  borderColor: color.primaryStrong,
  color: color.primaryStrong,
  '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: color.primaryBg },
  [inactive]: { borderColor: color.divider, color: color.textMuted },
  '&[aria-busy="true"]': { borderColor: color.primaryStrong, color: color.primaryStrong },
};

const secondaryButtonStyles = /* @__PURE__ */ makeStyles(() => ({
  root: buttonRoot,
  secondary: buttonSecondary,
}));

/**
 * PrimaryButton's counterpart in the secondary look (the same classes and parts as `<Button
 * variant="secondary">`, no busy state): `<fg-rate-us>`'s Try again, fetched with its outcome without
 * the whole Button (issue 49).
 */
export const SecondaryButton = oneLookButton(secondaryButtonStyles, 'secondary');
