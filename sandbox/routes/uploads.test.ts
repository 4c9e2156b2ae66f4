import { describe, expect, it } from 'vitest';
import { NEW_USER_PARTY_ID, NEW_USER_USERNAME, THANDI_PARTY_ID, THANDI_USERNAME } from '../fixtures/ids';
import type { DocumentVerification } from '../model/party';
import { testSandbox } from '../testing/api-client';

function form(files: File[], documentType?: string): FormData {
  const data = new FormData();
  for (const file of files) data.append('files', file);
  if (documentType) data.append('DocumentType', documentType);
  return data;
}

const pdf = (name: string) => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
const MB = 1024 * 1024;

/** A file of `size` bytes that starts with `head`. */
function sized(name: string, head: Uint8Array, size: number, type = 'application/pdf'): File {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
}

describe('uploads and document verification', () => {
  it('stores FICA and file uploads and lists them as pending documents', async () => {
    const { api, sandbox } = testSandbox();
    const token = await api.tokenOf(NEW_USER_USERNAME);
    const fica = await api.post<unknown[]>(`/v3/api/Fica/Upload/${NEW_USER_PARTY_ID}`, {
      token,
      multipart: form([pdf('id.pdf')], 'Identity Document'),
    });
    expect(fica.status).toBe(200);
    expect(fica.body).toEqual([
      expect.objectContaining({ FileName: 'id.pdf', DocumentType: 'Identity Document', Channel: 'Fica' }),
    ]);
    const image = new File([PNG_HEAD], 'residence.png', { type: 'image/png' });
    const upload = await api.post<unknown[]>(`/V5/api/FileUpload/UploadFiles/${NEW_USER_PARTY_ID}`, {
      token,
      multipart: form([image]),
    });
    expect(upload.body).toHaveLength(1);
    const documents = await api.get<DocumentVerification[]>(
      `/V5/api/DocumentVerification/party/${NEW_USER_PARTY_ID}`,
      { token },
    );
    expect(documents.body.map((doc) => [doc.FileName, doc.Status])).toEqual([
      ['id.pdf', 'Pending'],
      ['residence.png', 'Pending'],
    ]);
    expect(sandbox.store.state.records.uploads).toHaveLength(2);
  });

  it('rejects empty uploads, unsupported types and non-multipart bodies', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    const path = `/V5/api/FileUpload/UploadFiles/${THANDI_PARTY_ID}`;
    expect((await api.post(path, { token, multipart: form([]) })).body.ErrorDescription).toBe(
      'No files were uploaded.',
    );
    const exe = new File(['MZ'], 'virus.exe', { type: 'application/octet-stream' });
    expect((await api.post(path, { token, multipart: form([exe]) })).body).toMatchObject({
      StatusCode: 400,
      ErrorDescription: 'virus.exe: only PDF, JPEG or PNG files are accepted.',
    });
    expect((await api.post(path, { token, json: { file: 'x' } })).body.ErrorDescription).toBe(
      'The request must be multipart/form-data.',
    );
  });

  it('judges a file by its content, not its name or declared type', async () => {
    const { api, sandbox } = testSandbox();
    const token = await api.tokenOf(NEW_USER_USERNAME);
    const path = `/v3/api/Fica/Upload/${NEW_USER_PARTY_ID}`;
    const renamedExe = new File(['MZ\x90\x00\x03 This program cannot be run in DOS mode'], 'id.pdf', {
      type: 'application/pdf',
    });
    const textAsPdf = new File(['My ID number is 9506150341086'], 'notes.pdf', { type: 'application/pdf' });
    const empty = new File([], 'blank.pdf', { type: 'application/pdf' });
    for (const file of [renamedExe, textAsPdf, empty]) {
      const refused = await api.post(path, { token, multipart: form([file]) });
      expect(refused.status).toBe(400);
      expect(refused.body.ErrorDescription).toBe(`${file.name}: only PDF, JPEG or PNG files are accepted.`);
    }
    expect(sandbox.store.state.records.uploads).toEqual([]);

    const accepted = await api.post<{ FileName: string; ContentType: string }[]>(path, {
      token,
      multipart: form([
        new File([PNG_HEAD], 'scan.bin', { type: 'application/octet-stream' }),
        new File([JPEG_HEAD], 'selfie.png', { type: 'image/png' }),
        new File(['%PDF-1.7'], 'statement', { type: '' }),
      ]),
    });
    expect(accepted.body.map((file) => [file.FileName, file.ContentType])).toEqual([
      ['scan.png', 'image/png'],
      ['selfie.jpg', 'image/jpeg'],
      ['statement.pdf', 'application/pdf'],
    ]);
  });

  it('takes files up to 10 MB each', async () => {
    const { api, sandbox } = testSandbox();
    const token = await api.tokenOf(NEW_USER_USERNAME);
    const path = `/V5/api/FileUpload/UploadFiles/${NEW_USER_PARTY_ID}`;
    const pdfHead = new TextEncoder().encode('%PDF-1.4');
    const six = await api.post(path, { token, multipart: form([sized('six.pdf', pdfHead, 6 * MB)]) });
    expect(six.status).toBe(200);
    const ten = await api.post(path, { token, multipart: form([sized('ten.png', PNG_HEAD, 10 * MB)]) });
    expect(ten.body).toEqual([expect.objectContaining({ FileName: 'ten.png', Size: 10 * MB })]);
    const over = await api.post(path, { token, multipart: form([sized('big.pdf', pdfHead, 10 * MB + 1)]) });
    expect(over.body).toMatchObject({
      StatusCode: 400,
      ErrorDescription: 'big.pdf: files may be at most 10 MB.',
    });
    expect(sandbox.store.state.records.uploads.map((upload) => upload.FileName)).toEqual([
      'six.pdf',
      'ten.png',
    ]);
  });

  it('stores nothing of a request when one of its files is refused', async () => {
    const { api, sandbox } = testSandbox();
    const token = await api.tokenOf(NEW_USER_USERNAME);
    const before = sandbox.store.state.documents.length;
    const refused = await api.post(`/v3/api/Fica/Upload/${NEW_USER_PARTY_ID}`, {
      token,
      multipart: form([pdf('id.pdf'), new File(['MZ'], 'residence.pdf', { type: 'application/pdf' })]),
    });
    expect(refused.body.ErrorDescription).toBe('residence.pdf: only PDF, JPEG or PNG files are accepted.');
    expect(sandbox.store.state.records.uploads).toEqual([]);
    expect(sandbox.store.state.documents).toHaveLength(before);
  });

  it('scopes uploads and documents to the party', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    expect(
      (await api.post(`/v3/api/Fica/Upload/${NEW_USER_PARTY_ID}`, { token, multipart: form([pdf('a.pdf')]) }))
        .status,
    ).toBe(403);
    expect((await api.get(`/V5/api/DocumentVerification/party/${NEW_USER_PARTY_ID}`, { token })).status).toBe(
      403,
    );
    expect((await api.get(`/V5/api/DocumentVerification/party/${THANDI_PARTY_ID}`)).status).toBe(401);
    const own = await api.get<DocumentVerification[]>(
      `/V5/api/DocumentVerification/party/${THANDI_PARTY_ID}`,
      { token },
    );
    expect(own.body.every((doc) => doc.PartyID === THANDI_PARTY_ID)).toBe(true);
    expect(own.body.map((doc) => doc.Status)).toEqual(['Verified', 'Verified', 'Pending']);
  });

  // Issue 29: the probe's attacks on uploads, each refused or made harmless.
  describe('bounds', () => {
    const path = `/v3/api/Fica/Upload/${NEW_USER_PARTY_ID}`;

    it('takes only the FICA kinds as DocumentType, and no other text field', async () => {
      const { api, sandbox } = testSandbox();
      const token = await api.tokenOf(NEW_USER_USERNAME);
      for (const type of ['x'.repeat(5 * MB), 'Payslip', 'identity document ']) {
        const refused = await api.post(path, { token, multipart: form([pdf('id.pdf')], type) });
        expect(refused.body).toMatchObject({
          StatusCode: 400,
          ErrorDescription:
            'DocumentType: must be one of Identity Document, Proof of Residence, Bank Statement',
        });
      }
      const extra = form([pdf('id.pdf')], 'Bank Statement');
      extra.append('Comment', 'x'.repeat(1000));
      expect((await api.post(path, { token, multipart: extra })).body.ErrorDescription).toBe(
        'Comment: is not a field of an upload.',
      );
      expect(sandbox.store.state.records.uploads).toEqual([]);
      for (const type of ['Identity Document', 'Proof of Residence', 'Bank Statement']) {
        expect((await api.post(path, { token, multipart: form([pdf('a.pdf')], type) })).status).toBe(200);
      }
    });

    it('takes at most 10 files a request', async () => {
      const { api, sandbox } = testSandbox();
      const token = await api.tokenOf(NEW_USER_USERNAME);
      const files = (count: number) => Array.from({ length: count }, (_, index) => pdf(`page-${index}.pdf`));
      const forty = await api.post(path, { token, multipart: form(files(40), 'Bank Statement') });
      expect(forty.body).toMatchObject({
        StatusCode: 400,
        ErrorDescription: 'At most 10 files may be uploaded at once.',
      });
      expect((await api.post(path, { token, multipart: form(files(11), 'Bank Statement') })).status).toBe(
        400,
      );
      expect(sandbox.store.state.records.uploads).toEqual([]);
      expect((await api.post(path, { token, multipart: form(files(10), 'Bank Statement') })).status).toBe(
        200,
      );
    });

    it('takes at most 30 files a party a day, then 429 with Retry-After', async () => {
      let clock = Date.now();
      const { api, sandbox } = testSandbox({ now: () => clock });
      let token = await api.tokenOf(NEW_USER_USERNAME);
      for (let upload = 0; upload < 30; upload += 1) {
        const sent = await api.post(path, {
          token,
          multipart: form([pdf(`${upload}.pdf`)], 'Bank Statement'),
        });
        expect(sent.status).toBe(200);
      }
      const thirtyFirst = await api.post(path, { token, multipart: form([pdf('31.pdf')], 'Bank Statement') });
      expect(thirtyFirst.status).toBe(429);
      expect(Number(thirtyFirst.headers.get('Retry-After'))).toBeGreaterThan(23 * 3600);
      expect(sandbox.store.state.records.uploads).toHaveLength(30);
      // Another party is not held up, and the next day there is room again.
      const other = await api.tokenOf(THANDI_USERNAME);
      const thandi = await api.post(`/v3/api/Fica/Upload/${THANDI_PARTY_ID}`, {
        token: other,
        multipart: form([pdf('mine.pdf')], 'Bank Statement'),
      });
      expect(thandi.status).toBe(200);
      clock += 24 * 3600_000;
      token = await api.tokenOf(NEW_USER_USERNAME);
      expect(
        (await api.post(path, { token, multipart: form([pdf('next.pdf')], 'Bank Statement') })).status,
      ).toBe(200);
    });

    it('stores and lists a file under its base name, printable characters only, the proven extension, cut to 100', async () => {
      const { api } = testSandbox();
      const token = await api.tokenOf(NEW_USER_USERNAME);
      const names = [
        '../../../../etc/passwd.pdf',
        'statement\r\n.pdf',
        'id\u0000card.pdf',
        'invoice\u202efdp.exe',
        `${'a'.repeat(5000)}.pdf`,
        // The probe's names: CR LF, NUL, C1, bidi overrides and isolates, marks, markup.
        'a\r\nb<script>.pdf',
        '\u0000\u0085re\u202ap\u202bo\u202cr\u202dt\u202e\u2066\u2067\u2068\u2069\u200e\u200f.pdf',
        '<img src=x onerror="alert(1)">&amp;.pdf',
        '\r\n<>"\'`&.pdf',
      ];
      const sent = await api.post<{ FileName: string }[]>(path, {
        token,
        multipart: form(names.map(pdf), 'Identity Document'),
      });
      expect(sent.status).toBe(200);
      const expected = [
        'passwd.pdf',
        'statement.pdf',
        'idcard.pdf',
        'invoicefdp.pdf',
        `${'a'.repeat(96)}.pdf`,
        'ab script.pdf',
        'report.pdf',
        'img src=x onerror= alert(1) amp;.pdf',
        'document.pdf',
      ];
      expect(sent.body.map((file) => file.FileName)).toEqual(expected);
      const listed = await api.get<DocumentVerification[]>(
        `/V5/api/DocumentVerification/party/${NEW_USER_PARTY_ID}`,
        {
          token,
        },
      );
      expect(listed.body.map((doc) => doc.FileName)).toEqual(expected);
      // A refusal names the file the same safe way.
      const exe = new File(['MZ'], '../../x\u202e.exe', { type: 'application/pdf' });
      expect(
        (await api.post(path, { token, multipart: form([exe], 'Identity Document') })).body.ErrorDescription,
      ).toBe('x.exe: only PDF, JPEG or PNG files are accepted.');
    });
  });
});
