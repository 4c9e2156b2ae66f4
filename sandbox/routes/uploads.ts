import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  FILE_KIND_CONTENT_TYPES,
  FILE_SIGNATURE_BYTES,
  fileKindOf,
  fileTooLargeMessage,
  MAX_UPLOAD_BYTES,
  unacceptedFileKindMessage,
} from '../../src/domain/file-signature';
import { badRequest } from '../http/api-error';
import type { RouteDeps } from '../http/deps';
import type { SandboxEnv } from '../http/env';
import { V3, V5 } from '../http/paths';
import { fieldsOf, filesOf, readForm } from '../http/read-body';
import type { UploadRecord } from '../model/records';

/** A file with the content type its bytes show, which is what gets stored. */
interface CheckedFile {
  file: File;
  contentType: string;
}

/** Judges a file by its first bytes, never by its declared type or extension. */
async function checked(file: File): Promise<CheckedFile> {
  const head = new Uint8Array(await file.slice(0, FILE_SIGNATURE_BYTES).arrayBuffer());
  const kind = fileKindOf(head);
  if (!kind) throw badRequest(unacceptedFileKindMessage(file.name));
  if (file.size > MAX_UPLOAD_BYTES) throw badRequest(fileTooLargeMessage(file.name));
  return { file, contentType: FILE_KIND_CONTENT_TYPES[kind] };
}

/** FICA and document uploads (multipart) and the verification list that shows them. */
export function uploadRoutes({ store, guards }: RouteDeps) {
  const app = new Hono<SandboxEnv>();
  const { secure, currentParty } = guards;

  async function receive(c: Context<SandboxEnv>, channel: UploadRecord['Channel']): Promise<UploadRecord[]> {
    if (!(c.req.header('content-type') ?? '').toLowerCase().includes('multipart/form-data')) {
      throw badRequest('The request must be multipart/form-data.');
    }
    const form = await readForm(c);
    const files = filesOf(form);
    if (files.length === 0) throw badRequest('No files were uploaded.');
    // Every file is checked before any is stored, so one bad file stores nothing of the request.
    const accepted: CheckedFile[] = [];
    for (const file of files) accepted.push(await checked(file));
    const documentType = fieldsOf(form).DocumentType ?? 'Supporting Document';
    const partyId = currentParty(c).account.partyId;
    const records = accepted.map(
      ({ file, contentType }): UploadRecord => ({
        FileID: store.nextId(),
        PartyID: partyId,
        Channel: channel,
        FileName: file.name,
        ContentType: contentType,
        Size: file.size,
        DocumentType: documentType,
        UploadedDate: store.timestamp(),
      }),
    );
    for (const record of records) {
      store.state.records.uploads.push(record);
      store.state.documents.push({
        DocumentVerificationID: record.FileID,
        PartyID: partyId,
        DocumentType: record.DocumentType,
        FileName: record.FileName,
        Status: 'Pending',
        UploadedDate: record.UploadedDate,
      });
    }
    return records;
  }

  app.post(`${V3}/Fica/Upload/:partyId{\\d+}`, secure, async (c) => c.json(await receive(c, 'Fica')));
  app.post(`${V5}/FileUpload/UploadFiles/:partyId{\\d+}`, secure, async (c) =>
    c.json(await receive(c, 'FileUpload')),
  );

  app.get(`${V5}/DocumentVerification/party/:partyId{\\d+}`, secure, (c) => {
    const partyId = currentParty(c).account.partyId;
    return c.json(store.state.documents.filter((doc) => doc.PartyID === partyId));
  });

  return app;
}
