import { color, font, makeStyles, space } from '../../src/ui';

/** Layout of the login widget and its dialog. */
export const loginStyles = makeStyles(() => ({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: space[4],
    fontFamily: font.family,
    color: color.text,
  },
  heading: { margin: 0, fontSize: font.sizeLarge, lineHeight: font.lineHeight, color: color.text },
  form: { display: 'flex', flexDirection: 'column', gap: space[4] },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[4] },
  link: { color: color.primaryStrong, fontWeight: 600, fontFamily: font.family, fontSize: font.size },
  switch: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[2], margin: 0 },
}));
