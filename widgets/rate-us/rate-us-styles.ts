import { makeStyles, space } from '../../src/ui';
import { reset } from '../../src/ui/base-styles';

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
