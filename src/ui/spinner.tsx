import { reset } from './base-styles';
import { useLiveRegionReady } from './live-region-ready';
import { SpinnerGlyph } from './spinner-glyph';
import { makeStyles, useClasses } from './styles';
import { color, font, space } from './tokens';
import { VisuallyHidden } from './visually-hidden';

const spinnerStyles = makeStyles(() => ({
  root: {
    ...reset,
    display: 'inline-flex',
    alignItems: 'center',
    gap: space[2],
    color: color.textMuted,
    fontSize: font.size,
  },
}));

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** What is happening, read by screen readers. Defaults to 'Loading'. */
  label?: string;
  /** Also show the label as text beside the ring. */
  showLabel?: boolean;
  /** CSS length for the ring, e.g. '2rem'. Defaults to 1em. */
  size?: string;
}

/** A loading indicator announced politely as a status: its words come just after it, to be announced. */
export function Spinner({ label = 'Loading', showLabel = false, size }: SpinnerProps) {
  const classes = useClasses(spinnerStyles);
  const speaks = useLiveRegionReady();
  const words = showLabel ? (
    <span part="spinner-label">{label}</span>
  ) : (
    <VisuallyHidden>{label}</VisuallyHidden>
  );
  return (
    <span role="status" className={classes.root}>
      <SpinnerGlyph accent size={size} />
      {speaks && words}
    </span>
  );
}
