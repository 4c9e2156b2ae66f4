import { color, font, makeStyles, space } from '../../src/ui';

/** Layout of the welcome / activation widget. */
export const activateStyles = makeStyles(() => ({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: space[4],
    fontFamily: font.family,
    color: color.text,
  },
  heading: {
    margin: 0,
    fontSize: font.sizeLarge,
    lineHeight: font.lineHeight,
    color: color.text,
    overflowWrap: 'anywhere',
  },
  text: {
    margin: 0,
    fontFamily: font.family,
    fontSize: font.size,
    lineHeight: font.lineHeight,
    color: color.text,
  },
}));
