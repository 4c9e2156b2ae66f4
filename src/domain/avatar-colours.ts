/** Colours of one avatar entry. */
export interface AvatarColour {
  readonly background: string;
  readonly foreground: string;
}

/**
 * The six avatar presets (§2), each at least 4.5:1 (WCAG AA). The brand pink #E81D75 reaches only
 * 4.3:1 behind white text, so the pink preset uses a deeper shade.
 * @internal
 */
export const AVATAR_COLOURS: readonly AvatarColour[] = [
  { background: '#C2185B', foreground: '#FFFFFF' },
  { background: '#1F3A5F', foreground: '#FFFFFF' },
  { background: '#E3F2FD', foreground: '#0D47A1' },
  { background: '#E8F5E9', foreground: '#1B5E20' },
  { background: '#FFF3E0', foreground: '#8A3B00' },
  { background: '#EDE7F6', foreground: '#4527A0' },
];

/** Preset for the entry at `index`, rotating through {@link AVATAR_COLOURS} (negative and fractional indexes wrap too). */
export function avatarColour(index: number): AvatarColour {
  const count = AVATAR_COLOURS.length;
  const whole = Number.isFinite(index) ? Math.floor(index) : 0;
  const preset = AVATAR_COLOURS[((whole % count) + count) % count];
  if (!preset) throw new RangeError('No avatar colours defined');
  return preset;
}
