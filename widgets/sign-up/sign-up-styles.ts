import { color, font, makeStyles, space } from '../../src/ui';

/** Layout of the sign-up wizard. */
export const signUpStyles = makeStyles(() => ({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: space[4],
    fontFamily: font.family,
    color: color.text,
  },
  heading: { margin: 0, fontSize: font.sizeLarge, lineHeight: font.lineHeight, color: color.text },
  stepHeading: {
    margin: 0,
    fontSize: font.size,
    fontWeight: 700,
    lineHeight: font.lineHeight,
    color: color.text,
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '2px' },
    '&:focus:not(:focus-visible)': { outline: 'none' },
  },
  form: { display: 'flex', flexDirection: 'column', gap: space[4] },
  alerts: { display: 'flex', flexDirection: 'column', gap: space[2] },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[3] },
  link: { color: color.primaryStrong, fontWeight: 600 },
  footer: { margin: 0, fontFamily: font.family, fontSize: font.size, color: color.text },
}));
