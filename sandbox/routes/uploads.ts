import type { Context } from 'hono';
import { Hono } from 'hono';
import { badRequest } from '../http/api-error';
import type { RouteDeps } from '../http/deps';
import type { SandboxEnv } from '../http/env';
import { V3, V5 } from '../http/paths';
import { fieldsOf, filesOf, readForm } from '../http/read-body';
import type { UploadRecord } from '../model/records';

const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPTED_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png']);

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
    for (const file of files) {
      if (!ACCEPTED_TYPES.has(file.type))
        throw badRequest(`${file.name}: only PDF, JPEG and PNG files are accepted.`);
      if (file.size > MAX_BYTES) throw badRequest(`${file.name}: files may be at most 5 MB.`);
    }
    const documentType = fieldsOf(form).DocumentType ?? 'Supporting Document';
    const partyId = currentParty(c).account.partyId;
    const records = files.map(
      (file): UploadRecord => ({
        FileID: store.nextId(),
        PartyID: partyId,
        Channel: channel,
        FileName: file.name,
        ContentType: file.type,
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
