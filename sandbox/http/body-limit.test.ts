import { describe, expect, it } from 'vitest';
import { testSandbox } from '../testing/api-client';
import { errorBody } from './api-error';
import { JSON_BODY_LIMIT, MULTIPART_BODY_LIMIT } from './body-limit';

const TOO_LARGE = errorBody(413, 'The request body is too large.');
const rating = { OptionSelected: 9, Comment: 'Fine', SystemIdentifier: 'N/A -7', ResponseTypeID: 1 };

/** A body that never ends: only a limit that counts while reading can answer it. */
function endless(): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  return new ReadableStream({ pull: (controller) => controller.enqueue(chunk) });
}

describe('body size limits', () => {
  it('refuses a JSON body over 1 MB with 413, storing nothing', async () => {
    const { api, sandbox } = testSandbox();
    const padded = { ...rating, Padding: 'x'.repeat(JSON_BODY_LIMIT) };
    const answer = await api.post('/v4/api/UserResponse', { json: padded });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual(TOO_LARGE);
    expect(sandbox.store.state.records.ratings).toEqual([]);
    expect((await api.post('/v4/api/UserResponse', { json: rating })).status).toBe(200);
  });

  it('refuses at once from a Content-Length over the limit', async () => {
    const { sandbox } = testSandbox();
    const answer = await sandbox.app.request('/v4/api/UserResponse', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(JSON_BODY_LIMIT + 1) },
      body: JSON.stringify(rating),
    });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual(TOO_LARGE);
  });

  it('stops reading a body without a length once it passes the limit', async () => {
    const { sandbox } = testSandbox();
    for (const type of ['application/json', 'multipart/form-data; boundary=x']) {
      const answer = await sandbox.app.request('/v4/api/UserResponse', {
        method: 'POST',
        headers: { 'content-type': type },
        body: endless(),
        duplex: 'half',
      } as RequestInit);
      expect(answer.status).toBe(413);
    }
  });

  it('refuses a multipart body over 10.5 MB with 413', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf('new.user@example.co.za');
    const data = new FormData();
    data.append('files', new File([new Uint8Array(MULTIPART_BODY_LIMIT + 1)], 'huge.pdf'));
    const answer = await api.post('/V5/api/FileUpload/UploadFiles/300377', { token, multipart: data });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual(TOO_LARGE);
  });
});
