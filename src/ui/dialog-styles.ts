import { reset } from './base-styles';
import { iconButton } from './icon-button-styles';
import { makeStyles } from './styles';
import { color, font, overlay, radius, shadow, space, TAP_SIZE, typeScale } from './tokens';

const scrim = overlay.scrim;

/** Dialog box, header and body. */
export const dialogStyles = makeStyles(() => ({
  dialog: {
    ...reset,
    position: 'fixed',
    inset: 0,
    zIndex: 2147483000,
    width: `min(560px, calc(100vw - 2 * ${space[4]}))`,
    maxWidth: '100vw',
    height: 'fit-content',
    maxHeight: `calc(100vh - 2 * ${space[4]})`,
    margin: 'auto',
    overflow: 'auto',
    borderRadius: radius,
    backgroundColor: color.background,
    boxShadow: shadow[2],
    '&:not([open])': { display: 'none' },
    '&[open]': { display: 'block' },
    '&::backdrop': { backgroundColor: scrim },
    // Without showModal there is no ::backdrop: a huge shadow stands in for it.
    '&[data-fallback]': { boxShadow: `0 0 0 100vmax ${scrim}` },
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '-3px' },
  },
  header: {
    ...reset,
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: space[3],
    padding: `${space[4]} ${space[5]} 0`,
  },
  title: { ...reset, display: 'block', fontSize: font.sizeLarge, fontWeight: 700, lineHeight: 1.3 },
  close: {
    ...iconButton(TAP_SIZE, color.surface),
    marginBlock: `calc(-1 * ${space[2]})`,
    marginInlineEnd: `calc(-1 * ${space[3]})`,
    fontSize: typeScale.h2,
  },
  body: { ...reset, display: 'block', padding: `${space[4]} ${space[5]} ${space[5]}` },
}));
