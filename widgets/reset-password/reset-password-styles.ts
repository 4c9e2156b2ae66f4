import { color, font, makeStyles, radius, space } from '../../src/ui';
import { formLayout } from '../../src/ui/form-layout';
import { statusColor } from '../../src/ui/status-colors';

/** Layout of the reset-password widget and its strength meter. */
export const resetPasswordStyles = makeStyles(() => ({
  ...formLayout,
  meter: { display: 'flex', flexDirection: 'column', gap: space[1], fontFamily: font.family },
  meterLabel: { margin: 0, fontSize: font.sizeSmall, fontWeight: 600, color: color.text },
  meterMessage: { margin: 0, fontSize: font.sizeSmall, color: color.textMuted },
  track: {
    height: '8px',
    borderRadius: radius,
    backgroundColor: color.divider,
    overflow: 'hidden',
  },
  bar: { height: '100%', backgroundColor: color.primaryStrong, transition: 'width 150ms ease-out' },
  weak: { backgroundColor: color.danger },
  strong: { backgroundColor: statusColor.success },
  done: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: space[4] },
}));
