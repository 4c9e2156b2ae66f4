import { makeStyles } from '../../src/ui';
import { formLayout } from '../../src/ui/form-layout';

/** Layout of the welcome / activation widget. */
export const activateStyles = makeStyles(() => ({
  root: formLayout.root,
  text: formLayout.text,
  // The heading carries the visitor's name, which may be one long word.
  heading: { ...formLayout.heading, overflowWrap: 'anywhere' },
}));
