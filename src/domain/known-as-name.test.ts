import { describe, expect, it } from 'vitest';
import { displayKnownAsName, KNOWN_AS_NAME_MAX_LENGTH } from './known-as-name';

describe('displayKnownAsName', () => {
  it('keeps an ordinary name', () => {
    expect(displayKnownAsName('Thandi')).toBe('Thandi');
  });

  it('collapses white space and removes control and direction characters', () => {
    expect(displayKnownAsName('  Thandi \n\t Mokoena\u0000\u202e ')).toBe('Thandi Mokoena');
  });

  it('caps the length with an ellipsis', () => {
    const shown = displayKnownAsName('A'.repeat(200));
    expect(Array.from(shown)).toHaveLength(KNOWN_AS_NAME_MAX_LENGTH);
    expect(shown.endsWith('…')).toBe(true);
  });

  it('leaves markup as plain characters for the caller to render as text', () => {
    expect(displayKnownAsName('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });

  it('is empty for a missing name', () => {
    expect(displayKnownAsName(null)).toBe('');
    expect(displayKnownAsName(undefined)).toBe('');
  });
});
