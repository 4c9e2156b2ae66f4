import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  FICA_DOCUMENT_TYPES,
  FILE_KIND_CONTENT_TYPES,
  FILE_SIGNATURE_BYTES,
  fileKindOf,
  fileTooLargeMessage,
  MAX_FILES_PER_UPLOAD,
  MAX_UPLOAD_BYTES,
  unacceptedFileKindMessage,
} from '../../src/domain/file-signature';
import { badRequest } from '../http/api-error';
import type { RouteDeps } from '../http/deps';
import type { SandboxEnv } from '../http/env';
import { V3, V5 } from '../http/paths';
import { fieldsOf, filesOf, readForm } from '../http/read-body';
import { enforce } from '../http/throttle';
import type { UploadRecord } from '../model/records';
import { appendBounded } from '../support/bounded';
import { printableFileName, storedFileName } from '../support/upload-name';

/** Stored when a request names no DocumentType (the general FileUpload call). */
const SUPPORTING_DOCUMENT = 'Supporting Document';
const DOCUMENT_TYPES: readonly string[] = FICA_DOCUMENT_TYPES;

/** A file with the name and the content type it is stored under: its base name, the type its bytes show. */
interface CheckedFile {
  file: File;
  name: string;
  contentType: string;
}

/**
 * Judges a file by its first bytes, never by its declared type or extension; names it safely, with the
 * extension its content proved.
 */
async function checked(file: File): Promise<CheckedFile> {
  const shown = printableFileName(file.name);
  const head = new Uint8Array(await file.slice(0, FILE_SIGNATURE_BYTES).arrayBuffer());
  const kind = fileKindOf(head);
  if (!kind) throw badRequest(unacceptedFileKindMessage(shown));
  if (file.size > MAX_UPLOAD_BYTES) throw badRequest(fileTooLargeMessage(shown));
  return { file, name: storedFileName(file.name, kind), contentType: FILE_KIND_CONTENT_TYPES[kind] };
}

/** The one text field an upload may carry: DocumentType, one of the FICA kinds (absent: a supporting document). */
function documentTypeOf(fields: Record<string, string>): string {
  const unknown = Object.keys(fields).find((field) => field !== 'DocumentType');
  if (unknown !== undefined) {
    throw badRequest(`${printableFileName(unknown).slice(0, 50)}: is not a field of an upload.`);
  }
  const type = fields.DocumentType?.trim();
  if (type === undefined) return SUPPORTING_DOCUMENT;
  if (!DOCUMENT_TYPES.includes(type)) {
    throw badRequest(`DocumentType: must be one of ${FICA_DOCUMENT_TYPES.join(', ')}`);
  }
  return type;
}

/** FICA and document uploads (multipart) and the verification list that shows them. */
export function uploadRoutes({ store, guards, throttles }: RouteDeps) {
  const app = new Hono<SandboxEnv>();
  const { secure, currentParty } = guards;

  async function receive(c: Context<SandboxEnv>, channel: UploadRecord['Channel']): Promise<UploadRecord[]> {
    if (!(c.req.header('content-type') ?? '').toLowerCase().includes('multipart/form-data')) {
      throw badRequest('The request must be multipart/form-data.');
    }
    const form = await readForm(c);
    const files = filesOf(form);
    if (files.length === 0) throw badRequest('No files were uploaded.');
    if (files.length > MAX_FILES_PER_UPLOAD) {
      throw badRequest(`At most ${MAX_FILES_PER_UPLOAD} files may be uploaded at once.`);
    }
    const documentType = documentTypeOf(fieldsOf(form));
    // Every file is checked before any is stored, so one bad file stores nothing of the request.
    const accepted: CheckedFile[] = [];
    for (const file of files) accepted.push(await checked(file));
    const partyId = currentParty(c).account.partyId;
    // Counted only once the request is good: a party stores at most 30 files a day.
    enforce(throttles.uploadedFiles, partyId, accepted.length);
    const records = accepted.map(
      ({ file, name, contentType }): UploadRecord => ({
        FileID: store.nextId(),
        PartyID: partyId,
        Channel: channel,
        FileName: name,
        ContentType: contentType,
        Size: file.size,
        DocumentType: documentType,
        UploadedDate: store.timestamp(),
      }),
    );
    for (const record of records) {
      appendBounded(store.state.records.uploads, record);
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
