import { font, makeStyles, space } from '../../src/ui';
import { formLayout } from '../../src/ui/form-layout';

/** Layout of the login widget and its dialog. */
export const loginStyles = makeStyles(() => ({
  ...formLayout,
  link: { ...formLayout.link, fontFamily: font.family, fontSize: font.size },
  switch: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[2], margin: 0 },
}));
