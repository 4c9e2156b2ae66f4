import { reset } from '../../src/ui/base-styles';
import { makeStyles } from '../../src/ui/styles';
import { space } from '../../src/ui/tokens';

export const rateUsStyles = makeStyles(() => ({
  root: {
    ...reset,
    display: 'flex',
    flexDirection: 'column',
    gap: space[4],
  },
  actions: { ...reset, display: 'flex' },
  waiting: { ...reset, display: 'block' },
}));
