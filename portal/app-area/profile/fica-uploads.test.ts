import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../src/domain/file-signature';
import { checkChosenFile, FICA_DOCUMENTS, NOTHING_TO_UPLOAD, nothingToSendProblems } from './fica-uploads';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]; // %PDF-1.7
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const EXE = [0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]; // MZ…

/** A file with these first bytes, padded with zeros to `size`. */
function fileOf(name: string, head: number[], size = 64, type = ''): File {
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  return new File([bytes], name, { type });
}

describe('checkChosenFile', () => {
  it.each([
    ['a PDF', 'statement.pdf', PDF],
    ['a JPEG', 'id.jpg', JPEG],
    ['a PNG', 'id.png', PNG],
  ])('takes %s', async (_kind, name, head) => {
    const file = fileOf(name, head);
    expect(await checkChosenFile(file)).toEqual({ state: 'ready', file });
  });

  it('goes by the bytes, not the name or the declared type', async () => {
    const png = fileOf('scan.pdf', PNG, 64, 'application/pdf');
    expect(await checkChosenFile(png)).toEqual({ state: 'ready', file: png });
    const pdf = fileOf('statement', PDF, 64, 'application/octet-stream');
    expect(await checkChosenFile(pdf)).toEqual({ state: 'ready', file: pdf });
  });

  it('refuses a program renamed to .pdf', async () => {
    const file = fileOf('statement.pdf', EXE, 64, 'application/pdf');
    expect(await checkChosenFile(file)).toEqual({
      state: 'refused',
      file,
      problem: 'statement.pdf: only PDF, JPEG or PNG files are accepted.',
    });
  });

  it('refuses a file that only starts like a PDF', async () => {
    const file = fileOf('short.pdf', [0x25, 0x50, 0x44, 0x46], 4);
    expect(await checkChosenFile(file)).toMatchObject({
      state: 'refused',
      problem: 'short.pdf: only PDF, JPEG or PNG files are accepted.',
    });
  });

  it('refuses an empty file', async () => {
    const file = new File([], 'empty.pdf', { type: 'application/pdf' });
    expect(await checkChosenFile(file)).toEqual({
      state: 'refused',
      file,
      problem: 'empty.pdf: only PDF, JPEG or PNG files are accepted.',
    });
  });

  it('refuses a file over 10 MB and takes one of exactly 10 MB', async () => {
    const big = fileOf('big.pdf', PDF, MAX_UPLOAD_BYTES + 1);
    expect(await checkChosenFile(big)).toEqual({
      state: 'refused',
      file: big,
      problem: 'big.pdf: files may be at most 10 MB.',
    });
    const fits = fileOf('fits.pdf', PDF, MAX_UPLOAD_BYTES);
    expect(await checkChosenFile(fits)).toEqual({ state: 'ready', file: fits });
  });

  it('names the kind first when a file is both the wrong kind and too big', async () => {
    const file = fileOf('setup.png', EXE, MAX_UPLOAD_BYTES + 1);
    expect(await checkChosenFile(file)).toMatchObject({
      state: 'refused',
      problem: 'setup.png: only PDF, JPEG or PNG files are accepted.',
    });
  });
});

describe('FICA_DOCUMENTS', () => {
  it('asks for one ID, one proof of residence and one bank statement', () => {
    expect(FICA_DOCUMENTS.map((document) => document.type)).toEqual([
      'Identity Document',
      'Proof of Residence',
      'Bank Statement',
    ]);
    expect(new Set(FICA_DOCUMENTS.map((document) => document.label)).size).toBe(3);
  });
});

describe('nothingToSendProblems', () => {
  const file = new File(['%PDF-1.7'], 'a.pdf', { type: 'application/pdf' });
  it('is empty while something can be sent (chosen, or failed and to send again)', () => {
    expect(nothingToSendProblems([{ state: 'empty' }, { state: 'ready', file }])).toEqual({});
    expect(nothingToSendProblems([{ state: 'failed', file, problem: 'x' }])).toEqual({});
  });

  it('names each refused file on its control, or asks for a file on the first', () => {
    expect(
      nothingToSendProblems([{ state: 'empty' }, { state: 'refused', file, problem: 'a.pdf: too big' }]),
    ).toEqual({ 'file-1': 'a.pdf: too big' });
    expect(nothingToSendProblems([{ state: 'empty' }, { state: 'sent', file }])).toEqual({
      'file-0': NOTHING_TO_UPLOAD,
    });
  });
});
