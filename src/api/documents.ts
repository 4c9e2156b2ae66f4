import * as z from 'zod/mini';
import { DEFAULT_TAX_COUNTRY_ID } from '../domain/business-constants';
import { orElse } from '../domain/schema-parts';
import { isApiError } from './api-error';
import type { HelpRequestBody, TaxNumberBody } from './request-bodies';
import type { MutationDefinition, QueryDefinition } from './server-state';
import { throttleAware } from './too-many-attempts';
import { uploadTransport } from './upload-transport';

// Spec §7 DocumentVerification, FileUpload (FICA), PartyTax, messagerequests.

/** A document the group holds for the party, and where its verification stands. */
export const documentSchema = z.object({
  DocumentVerificationID: z.number(),
  DocumentType: orElse(z.string(), ''),
  FileName: orElse(z.string(), ''),
  Status: orElse(z.string(), ''),
  UploadedDate: orElse(z.string(), ''),
});
export type HeldDocument = z.infer<typeof documentSchema>;

/** @internal */
export const documentKeys = {
  list: ['documents'] as const,
  tax: ['party-tax'] as const,
};

export function documentsQuery(): QueryDefinition<HeldDocument[]> {
  return {
    queryKey: documentKeys.list,
    queryFn: ({ client, party, signal }) =>
      client.request({
        path: '/V5/api/DocumentVerification/party/[partyId]',
        party,
        secure: true,
        schema: z.array(documentSchema),
        signal,
      }),
  };
}

/** One FICA document to send: the file and what it is (e.g. 'Proof of residence'). */
export interface FicaUpload {
  file: File;
  documentType: string;
  onProgress: (sent: number, total: number) => void;
  signal: AbortSignal;
}

/** Uploads one FICA document (multipart), reporting its progress; cancelled through `signal`. */
/** What a FICA upload answers: the id of each file kept. */
export const ficaUploadResultSchema = z.array(z.object({ FileID: z.number() }));

export function uploadFicaMutation(): MutationDefinition<FicaUpload, unknown> {
  return {
    mutationKey: ['documents', 'upload'],
    mutationFn: (upload, { client, party }) => {
      const body = new FormData();
      body.append('DocumentType', upload.documentType);
      body.append('files', upload.file, upload.file.name);
      return client.request({
        path: '/v3/api/Fica/Upload/[partyId]',
        party,
        method: 'POST',
        secure: true,
        multipart: true,
        body,
        signal: upload.signal,
        // At most 30 files a day are taken (429 after): the wait is said in words.
        transport: throttleAware(uploadTransport(upload.onProgress)),
        schema: ficaUploadResultSchema,
      });
    },
    invalidates: [documentKeys.list],
  };
}

/** The party's SARS income tax reference number (spec §7 PartyTax). */
export const partyTaxSchema = z.object({ TaxReferenceNumber: z.string() });

/** The tax reference number on record, or null when there is none (the API answers 404). */
export function taxNumberQuery(): QueryDefinition<string | null> {
  return {
    queryKey: documentKeys.tax,
    queryFn: ({ client, party, signal }) =>
      client
        .request({
          path: '/V5/api/PartyTax/[partyId]',
          party,
          secure: true,
          schema: partyTaxSchema,
          signal,
        })
        .then((tax) => tax.TaxReferenceNumber)
        .catch((error: unknown) => {
          if (isApiError(error) && error.status === 404) return null;
          throw error;
        }),
  };
}

/** Saves the tax reference number (South Africa, country 263). */
export function saveTaxNumberMutation(): MutationDefinition<string, { TaxReferenceNumber: string }> {
  return {
    mutationKey: ['party-tax', 'save'],
    mutationFn: (TaxReferenceNumber, { client, party }) =>
      client.request({
        path: '/V5/api/PartyTax',
        method: 'POST',
        secure: true,
        body: {
          PartyID: party,
          TaxReferenceNumber,
          CountryID: DEFAULT_TAX_COUNTRY_ID,
        } satisfies TaxNumberBody,
        schema: partyTaxSchema,
      }),
    invalidates: [documentKeys.tax],
  };
}

/** A request for help (spec §7 messagerequests?action=Help): what the customer asks. */
export type HelpRequest = HelpRequestBody;

/** What a help request answers: its id and the message as kept. */
export const helpRequestResultSchema = z.object({
  MessageRequestID: z.number(),
  Message: orElse(z.string(), ''),
});

export function helpRequestMutation(): MutationDefinition<
  HelpRequest,
  { MessageRequestID: number; Message: string }
> {
  return {
    mutationKey: ['help-request'],
    mutationFn: (request, { client, party }) =>
      client.request({
        path: '/v4/api/parties/[partyId]/messagerequests',
        party,
        method: 'POST',
        secure: true,
        query: { action: 'Help' },
        body: request,
        // A few an hour are taken (429 after): the wait is said in words.
        transport: throttleAware(),
        schema: helpRequestResultSchema,
      }),
  };
}
