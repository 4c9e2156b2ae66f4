import { describe, expect, it } from 'vitest';
import {
  CONTACT_RULE,
  hasOnlyPrintable,
  MESSAGE_RULE,
  NAME_RULE,
  SUBJECT_RULE,
  safeFileName,
  TEXT_MAX,
  textProblem,
} from './text-rules';

describe('textProblem', () => {
  it('accepts ordinary names, including accents, apostrophes, hyphens and other scripts', () => {
    for (const name of [
      'Thandi',
      "O'Neil",
      'Mokoena-Nkosi',
      'Zoë',
      'Nomsa Ntombi',
      '李',
      'أحمد',
      'x'.repeat(100),
    ]) {
      expect(textProblem(name, NAME_RULE, 'First name')).toBeUndefined();
    }
  });

  it('refuses a name over 100 characters (the probe sent 200 000)', () => {
    expect(textProblem('x'.repeat(101), NAME_RULE, 'First name')).toBe(
      'First name may be at most 100 characters',
    );
    expect(textProblem('x'.repeat(200_000), NAME_RULE, 'First name')).toBe(
      'First name may be at most 100 characters',
    );
    // Spaces around do not count: the value is stored trimmed.
    expect(textProblem(`  ${'x'.repeat(100)}  `, NAME_RULE, 'First name')).toBeUndefined();
  });

  it('refuses control and direction-changing characters in a name', () => {
    for (const name of [
      'Tha\u202endi', // right-to-left override
      'Tha\u0000ndi', // NUL
      'Tha\u0007ndi', // BEL
      'Tha\nndi',
      'Tha\tndi',
      'Tha\u0085ndi', // C1 next line
      'Tha\u200fndi', // right-to-left mark
      'Tha\u2066ndi', // isolate
      'Tha\u007fndi', // DEL
    ]) {
      expect(textProblem(name, NAME_RULE, 'First name')).toMatch(/^First name contains characters/);
    }
  });

  it('keeps contact values to 254 and subjects to 150 characters on one line', () => {
    expect(textProblem('a'.repeat(254), CONTACT_RULE, 'FieldData')).toBeUndefined();
    expect(textProblem('a'.repeat(255), CONTACT_RULE, 'FieldData')).toBe(
      'FieldData may be at most 254 characters',
    );
    expect(textProblem('a'.repeat(TEXT_MAX.subject + 1), SUBJECT_RULE, 'Subject')).toMatch(/at most 150/);
    expect(textProblem('Hello\r\nBcc: x@evil.example', SUBJECT_RULE, 'Subject')).toMatch(/cannot accept/);
  });

  it('lets a message keep its line breaks but not NUL or ANSI escapes', () => {
    expect(textProblem('Line one\r\nLine two\n\tindented', MESSAGE_RULE, 'Message')).toBeUndefined();
    expect(textProblem('Hi\u0000there', MESSAGE_RULE, 'Message')).toMatch(/cannot accept/);
    expect(textProblem('\u001b[31mred\u001b[0m', MESSAGE_RULE, 'Message')).toMatch(/cannot accept/);
    expect(textProblem('x'.repeat(2001), MESSAGE_RULE, 'Message')).toMatch(/at most 2000/);
  });

  it('hasOnlyPrintable tells a single line from a message', () => {
    expect(hasOnlyPrintable('a\nb')).toBe(false);
    expect(hasOnlyPrintable('a\nb', 'multi')).toBe(true);
    expect(hasOnlyPrintable('a\u202eb', 'multi')).toBe(false);
  });
});

describe('safeFileName', () => {
  it('keeps the base name only', () => {
    expect(safeFileName('../../../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(safeFileName('..\\..\\windows\\win.ini.pdf')).toBe('win.ini.pdf');
    expect(safeFileName('C:\\Users\\me\\id.pdf')).toBe('id.pdf');
    expect(safeFileName('statement.pdf')).toBe('statement.pdf');
  });

  it('drops control and direction-changing characters', () => {
    expect(safeFileName('id\r\n.pdf')).toBe('id.pdf');
    expect(safeFileName('id\u0000.pdf')).toBe('id.pdf');
    expect(safeFileName('invoice\u202efdp.exe')).toBe('invoicefdp.exe');
  });

  it('never leaves a hidden, empty or dots-only name', () => {
    expect(safeFileName('')).toBe('document');
    expect(safeFileName('../..')).toBe('document');
    expect(safeFileName('.htaccess')).toBe('htaccess');
    expect(safeFileName('folder/')).toBe('document');
  });

  it('cuts a long name to 100 characters and keeps its extension', () => {
    const cut = safeFileName(`${'a'.repeat(5000)}.pdf`);
    expect(cut).toHaveLength(100);
    expect(cut.endsWith('.pdf')).toBe(true);
    expect(safeFileName('b'.repeat(300))).toHaveLength(100);
    // A surrogate pair is never split at the cut.
    const emoji = safeFileName(`${'a'.repeat(95)}${'😀'.repeat(10)}.pdf`);
    expect(emoji.length).toBeLessThanOrEqual(100);
    expect(emoji).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});
