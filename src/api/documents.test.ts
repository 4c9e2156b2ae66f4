// @vitest-environment happy-dom
// The upload goes through XMLHttpRequest, which Node lacks: under happy-dom msw's setupServer proxies
// it, so the upload reaches the sandbox like every fetch call.
import { describe, expect, it } from 'vitest';
import { NEW_USER_PARTY_ID, NEW_USER_USERNAME, THANDI_PARTY_ID, THANDI_USERNAME } from '../../sandbox/app';
import { setupSandbox } from '../../sandbox/msw';
import { createConfig } from '../config';
import { TAX_REFERENCE_CHECK_DIGIT_MESSAGE } from '../domain/tax-reference';
import { read, write } from '../react/test/run-definition';
import { ApiError } from './api-error';
import { createApiClient } from './client';
import {
  documentKeys,
  documentsQuery,
  helpRequestMutation,
  saveTaxNumberMutation,
  taxNumberQuery,
  uploadFicaMutation,
} from './documents';
import { fakeAuth } from './test/test-support';

const sandbox = setupSandbox();
const signal = new AbortController().signal;

async function clientOf(username: string, partyId: string) {
  const accessToken = await sandbox.tokenFor(username);
  const { port } = fakeAuth({ accessToken, partyId, username });
  return createApiClient({ config: createConfig(sandbox.origin), auth: port });
}
const thandi = () => clientOf(THANDI_USERNAME, THANDI_PARTY_ID);
const newUser = () => clientOf(NEW_USER_USERNAME, NEW_USER_PARTY_ID);

const UPLOAD_PATH = `/v3/api/Fica/Upload/${THANDI_PARTY_ID}`;
const PDF_HEAD = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]; // %PDF-1.7
const EXE_HEAD = [0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]; // MZ…

function fileOf(name: string, head: number[], size = 256, type = 'application/pdf'): File {
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  return new File([bytes], name, { type });
}

/** Settles `promise` into what it rejected with (or undefined when it resolved). */
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('documentsQuery', () => {
  it("reads the party's documents with their status", async () => {
    const documents = await read(documentsQuery(), await thandi(), signal);
    expect(documents.map(({ FileName, Status }) => [FileName, Status])).toEqual([
      ['thandi-mokoena-id.pdf', 'Verified'],
      ['municipal-account-2025-10.pdf', 'Verified'],
      ['capitec-statement-latest.pdf', 'Pending'],
    ]);
  });

  it('reads an empty list for a party with none', async () => {
    await expect(read(documentsQuery(), await newUser(), signal)).resolves.toEqual([]);
  });
});

describe('taxNumberQuery', () => {
  it('reads the number on record', async () => {
    await expect(read(taxNumberQuery(), await thandi(), signal)).resolves.toBe('0001339050');
  });

  it('reads null when there is none (the API answers 404)', async () => {
    await expect(read(taxNumberQuery(), await newUser(), signal)).resolves.toBeNull();
    const asked = sandbox.received
      .list()
      .find((entry) => entry.path === `/V5/api/PartyTax/${NEW_USER_PARTY_ID}`);
    expect(asked?.method).toBe('GET');
  });

  it('fails on any other error rather than reading it as no number', async () => {
    sandbox.injectFault({ method: 'GET', path: `/V5/api/PartyTax/${THANDI_PARTY_ID}`, status: 500 });
    const error = await rejection(read(taxNumberQuery(), await thandi(), signal));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500 });
  });
});

describe('saveTaxNumberMutation', () => {
  it('posts the number with the party and South Africa (263), and makes the number stale', async () => {
    const mutation = saveTaxNumberMutation();
    await expect(write(mutation, '0123456782', await newUser())).resolves.toEqual({
      TaxReferenceNumber: '0123456782',
    });
    const posted = sandbox.received.list().filter((entry) => entry.method === 'POST');
    expect(posted.map((entry) => [entry.path, entry.body])).toEqual([
      ['/V5/api/PartyTax', { PartyID: NEW_USER_PARTY_ID, TaxReferenceNumber: '0123456782', CountryID: 263 }],
    ]);
    expect(mutation.invalidates).toEqual([documentKeys.tax]);
    await expect(read(taxNumberQuery(), await newUser(), signal)).resolves.toBe('0123456782');
  });

  it('rejects with the sandbox’s message for a wrong check digit', async () => {
    const error = await rejection(write(saveTaxNumberMutation(), '0001339051', await thandi()));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400 });
    expect(JSON.stringify((error as ApiError).body)).toContain(TAX_REFERENCE_CHECK_DIGIT_MESSAGE);
  });
});

describe('uploadFicaMutation', () => {
  it('sends the file and its DocumentType as multipart, and resolves with the stored file', async () => {
    const result = await write(
      uploadFicaMutation(),
      {
        file: fileOf('water-bill.pdf', PDF_HEAD, 4096),
        documentType: 'Proof of Residence',
        signal,
        onProgress: () => undefined,
      },
      await thandi(),
    );
    expect(result).toEqual([{ FileID: expect.any(Number) }]);
    const [received] = sandbox.received.list().filter((entry) => entry.path === UPLOAD_PATH);
    expect(received?.method).toBe('POST');
    expect(received?.headers['Content-Type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(received?.headers.Authorization).toMatch(/^Bearer /);
    expect(received?.body).toEqual({
      DocumentType: 'Proof of Residence',
      files: { name: 'water-bill.pdf', type: 'application/pdf', size: 4096 },
    });
    expect(uploadFicaMutation().invalidates).toEqual([documentKeys.list]);
    expect(sandbox.store.state.documents.at(-1)).toMatchObject({
      PartyID: THANDI_PARTY_ID,
      DocumentType: 'Proof of Residence',
      FileName: 'water-bill.pdf',
      Status: 'Pending',
    });
  });

  it('rejects with the sandbox’s message a program renamed to .pdf, and stores nothing', async () => {
    const before = sandbox.store.state.documents.length;
    const error = await rejection(
      write(
        uploadFicaMutation(),
        {
          file: fileOf('statement.pdf', EXE_HEAD),
          documentType: 'Bank Statement',
          signal,
          onProgress: () => undefined,
        },
        await thandi(),
      ),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'statement.pdf: only PDF, JPEG or PNG files are accepted.',
    });
    expect(sandbox.store.state.documents).toHaveLength(before);
  });

  it('never sends when cancelled before it starts', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(
      write(
        uploadFicaMutation(),
        {
          file: fileOf('id.pdf', PDF_HEAD),
          documentType: 'Identity Document',
          signal: controller.signal,
          onProgress: () => undefined,
        },
        await thandi(),
      ),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(sandbox.received.list().filter((entry) => entry.path === UPLOAD_PATH)).toEqual([]);
  });
});

describe('helpRequestMutation', () => {
  it('posts the request to messagerequests?action=Help and resolves with its number', async () => {
    const answer = await write(
      helpRequestMutation(),
      {
        Subject: 'Tax',
        Message: 'Help me',
      },
      await thandi(),
    );
    expect(answer).toEqual({ MessageRequestID: expect.any(Number), Message: expect.any(String) });
    const [received] = sandbox.received
      .list()
      .filter((entry) => entry.path === `/v4/api/parties/${THANDI_PARTY_ID}/messagerequests`);
    expect(received).toMatchObject({
      method: 'POST',
      query: { action: 'Help' },
      body: { Subject: 'Tax', Message: 'Help me' },
    });
    expect(sandbox.store.state.records.messageRequests.at(-1)?.ID).toBe(answer.MessageRequestID);
  });
});
