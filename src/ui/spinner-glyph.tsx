import { makeStyles, useClasses } from './styles';
import { color } from './tokens';

const glyphStyles = makeStyles(({ keyframes }) => {
  const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
  return {
    glyph: {
      boxSizing: 'border-box',
      display: 'inline-block',
      flex: 'none',
      width: '1em',
      height: '1em',
      margin: 0,
      padding: 0,
      verticalAlign: '-0.125em',
      border: '0.15em solid currentColor',
      borderRightColor: 'transparent',
      borderRadius: '50%',
      animation: `${spin} 0.8s linear infinite`,
      '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
    },
    accent: { color: color.primary },
  };
});

/** The rotating ring, decorative: whoever shows it announces the state. */
export function SpinnerGlyph({ accent = false, size }: { accent?: boolean; size?: string }) {
  const classes = useClasses(glyphStyles);
  return (
    <span
      aria-hidden="true"
      part="spinner"
      className={accent ? `${classes.glyph} ${classes.accent}` : classes.glyph}
      style={size ? { fontSize: size } : undefined}
    />
  );
}
