import { color, font, makeStyles, space } from '../../src/ui';

/** Layout of the forgot-password and activation forms. */
export const forgotPasswordStyles = makeStyles(() => ({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: space[4],
    fontFamily: font.family,
    color: color.text,
  },
  heading: { margin: 0, fontSize: font.sizeLarge, lineHeight: font.lineHeight, color: color.text },
  text: {
    margin: 0,
    fontFamily: font.family,
    fontSize: font.size,
    lineHeight: font.lineHeight,
    color: color.text,
  },
  form: { display: 'flex', flexDirection: 'column', gap: space[4] },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[4] },
  link: { color: color.primaryStrong, fontWeight: 600 },
}));
