import { describe, expect, it } from 'vitest';
import {
  FILE_SIGNATURE_BYTES,
  fileKindOf,
  fileTooLargeMessage,
  unacceptedFileKindMessage,
  uploadProblem,
} from './file-signature';

const TEN_MB = 10 * 1024 * 1024;

const text = (value: string) => new TextEncoder().encode(value);
const bytes = (...values: number[]) => new Uint8Array(values);

const PDF = text('%PDF-1.7\n%âãÏÓ');
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d);

describe('fileKindOf', () => {
  it.each([
    ['pdf', PDF],
    ['jpeg', JPEG],
    ['png', PNG],
  ] as const)('recognises %s by its first bytes', (kind, head) => {
    expect(fileKindOf(head)).toBe(kind);
    expect(fileKindOf(head.slice(0, FILE_SIGNATURE_BYTES))).toBe(kind);
  });

  it.each([
    ['a Windows executable (MZ)', text('MZ\x90\x00\x03\x00\x00\x00')],
    ['a text file named .pdf', text('Please find my ID attached')],
    ['a PDF signature further in', text(' %PDF-1.4')],
    ['a GIF', text('GIF89a')],
    ['empty', bytes()],
  ])('refuses %s', (_, head) => {
    expect(fileKindOf(head)).toBeUndefined();
  });

  it.each([
    ['%PDF without the dash', text('%PDF')],
    ['two bytes of a JPEG', bytes(0xff, 0xd8)],
    ['seven bytes of a PNG', PNG.slice(0, 7)],
  ])('refuses a signature cut short: %s', (_, head) => {
    expect(fileKindOf(head)).toBeUndefined();
  });
});

describe('uploadProblem', () => {
  it('accepts an accepted kind up to 10 MB', () => {
    expect(uploadProblem('id.pdf', TEN_MB, PDF)).toBeUndefined();
  });

  it('refuses a file over 10 MB', () => {
    expect(uploadProblem('scan.png', TEN_MB + 1, PNG)).toBe('scan.png: files may be at most 10 MB.');
    expect(fileTooLargeMessage('scan.png')).toBe('scan.png: files may be at most 10 MB.');
  });

  it('refuses by content, whatever the name, before looking at the size', () => {
    const renamedExe = text('MZ\x90\x00');
    expect(uploadProblem('id.pdf', 4, renamedExe)).toBe('id.pdf: only PDF, JPEG or PNG files are accepted.');
    expect(uploadProblem('big.exe', TEN_MB + 1, renamedExe)).toBe(unacceptedFileKindMessage('big.exe'));
    expect(uploadProblem('empty.pdf', 0, bytes())).toBe(unacceptedFileKindMessage('empty.pdf'));
  });
});
