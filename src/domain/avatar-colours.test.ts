import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../ui/test/contrast-ratio';
import { AVATAR_COLOURS, avatarColour } from './avatar-colours';

describe('AVATAR_COLOURS', () => {
  it('has six distinct presets', () => {
    expect(AVATAR_COLOURS).toHaveLength(6);
    expect(new Set(AVATAR_COLOURS.map((colour) => colour.background)).size).toBe(6);
  });

  it.each(AVATAR_COLOURS.map((colour) => [colour.background, colour.foreground]))(
    '%s behind %s meets WCAG AA (4.5:1)',
    (background, foreground) => {
      expect(contrastRatio(background, foreground)).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe('avatarColour', () => {
  it('rotates through the presets', () => {
    for (let index = 0; index < 6; index++) expect(avatarColour(index)).toBe(AVATAR_COLOURS[index]);
    expect(avatarColour(6)).toBe(AVATAR_COLOURS[0]);
    expect(avatarColour(13)).toBe(AVATAR_COLOURS[1]);
  });

  it('wraps negative, fractional and non-finite indexes', () => {
    expect(avatarColour(-1)).toBe(AVATAR_COLOURS[5]);
    expect(avatarColour(2.7)).toBe(AVATAR_COLOURS[2]);
    expect(avatarColour(Number.NaN)).toBe(AVATAR_COLOURS[0]);
  });
});
