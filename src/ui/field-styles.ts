import { focusRing, reset } from './base-styles';
import { makeStyles } from './styles';
import { color, font, radius, space, TAP_SIZE } from './tokens';

/** Shared look of labelled form controls. */
export const fieldStyles = /* @__PURE__ */ makeStyles(() => ({
  field: {
    ...reset,
    display: 'flex',
    flexDirection: 'column',
    gap: space[1],
    minWidth: 0,
  },
  label: { ...reset, display: 'block', fontWeight: 600 },
  required: { ...reset, display: 'inline', color: color.danger, marginInlineStart: space[1] },
  hint: { ...reset, display: 'block', color: color.textMuted, fontSize: font.sizeSmall },
  error: { ...reset, display: 'block', color: color.danger, fontSize: font.sizeSmall, fontWeight: 600 },
  control: {
    ...reset,
    ...focusRing,
    display: 'block',
    width: '100%',
    minHeight: TAP_SIZE,
    padding: `${space[2]} ${space[3]}`,
    border: `1px solid ${color.border}`,
    borderRadius: radius,
    backgroundColor: color.background,
    appearance: 'none',
    '&::placeholder': { color: color.textMuted, opacity: 1 },
    '&:focus-visible': { borderColor: color.primaryStrong },
    '&[aria-invalid="true"]': { borderColor: color.danger, boxShadow: `inset 0 0 0 1px ${color.danger}` },
    '&:disabled': { backgroundColor: color.surface, color: color.textMuted, cursor: 'not-allowed' },
  },
}));

/**
 * A unit before the value (an amount's "R"), inside the field's border, never part of what is typed:
 * TextField's `prefix`. Apart from {@link fieldStyles}, so tags without such a field do not carry it.
 */
export const affixStyles = /* @__PURE__ */ makeStyles(() => ({
  affixed: { ...reset, position: 'relative', display: 'block' },
  prefix: {
    ...reset,
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: space[3],
    display: 'flex',
    alignItems: 'center',
    color: color.textMuted,
    fontWeight: 600,
    pointerEvents: 'none',
  },
  prefixed: { paddingInlineStart: `calc(${space[3]} + 1.25em)` },
}));
