import { color, font, makeStyles, space } from '../../src/ui';
import { formLayout } from '../../src/ui/form-layout';

/** Layout of the sign-up wizard. */
export const signUpStyles = makeStyles(() => ({
  ...formLayout,
  alerts: { display: 'flex', flexDirection: 'column', gap: space[2] },
  footer: { margin: 0, fontFamily: font.family, fontSize: font.size, color: color.text },
}));
