import { describe, expect, it } from 'vitest';
import { printableFileName, storedFileName } from './upload-name';

describe('upload names', () => {
  it('keep printable characters only, with the extension the content proved', () => {
    expect(storedFileName('a\r\nb<script>.pdf', 'pdf')).toBe('ab script.pdf');
    expect(storedFileName('scan.bin', 'png')).toBe('scan.png');
    expect(storedFileName('selfie.png', 'jpeg')).toBe('selfie.jpg');
    expect(storedFileName('statement', 'pdf')).toBe('statement.pdf');
    expect(storedFileName('invoice\u202efdp.exe', 'pdf')).toBe('invoicefdp.pdf');
    expect(storedFileName('"Tom & Jerry\'s" `payslip`.PDF', 'pdf')).toBe('Tom Jerry s payslip.pdf');
    expect(storedFileName('a\u0085b\u009bc\u2066d\u2069e\u200ef\u200fg.pdf', 'pdf')).toBe('abcdefg.pdf');
    expect(storedFileName('zero\u200bwidth\ufeff.pdf', 'pdf')).toBe('zero width.pdf');
  });

  it('name a file with nothing printable left "document"', () => {
    expect(storedFileName('<>\r\n.pdf', 'pdf')).toBe('document.pdf');
    expect(storedFileName('\u202e\u0000', 'png')).toBe('document.png');
    expect(storedFileName('...', 'jpeg')).toBe('document.jpg');
  });

  it('are at most 100 characters, the extension kept, no half surrogate pair at the cut', () => {
    const long = storedFileName(`${'a'.repeat(5000)}.pdf`, 'pdf');
    expect(long).toBe(`${'a'.repeat(96)}.pdf`);
    const emoji = storedFileName(`${'a'.repeat(95)}😀😀.pdf`, 'pdf');
    expect(emoji.length).toBeLessThanOrEqual(100);
    expect(emoji).toBe(`${'a'.repeat(95)}.pdf`);
    expect(printableFileName(`<b>${'x'.repeat(200)}`).length).toBeLessThanOrEqual(100);
  });
});
