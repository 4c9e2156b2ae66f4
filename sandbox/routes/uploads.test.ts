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
    const image = new File([new Uint8Array([1, 2, 3])], 'residence.png', { type: 'image/png' });
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
    expect((await api.post(path, { token, multipart: form([exe]) })).status).toBe(400);
    expect((await api.post(path, { token, json: { file: 'x' } })).body.ErrorDescription).toBe(
      'The request must be multipart/form-data.',
    );
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
    expect(own.body.every((doc) => doc.Status === 'Verified')).toBe(true);
  });
});
