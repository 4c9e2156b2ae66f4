import { color, font, makeStyles, space } from '../../src/ui';
import { formLayout } from '../../src/ui/form-layout';

/** Layout of the sign-up wizard. */
export const signUpStyles = makeStyles(() => ({
  ...formLayout,
  stepHeading: {
    margin: 0,
    fontSize: font.size,
    fontWeight: 700,
    lineHeight: font.lineHeight,
    color: color.text,
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '2px' },
    '&:focus:not(:focus-visible)': { outline: 'none' },
  },
  alerts: { display: 'flex', flexDirection: 'column', gap: space[2] },
  actions: { ...formLayout.actions, gap: space[3] },
  footer: { margin: 0, fontFamily: font.family, fontSize: font.size, color: color.text },
}));
