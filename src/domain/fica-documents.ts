import { FICA_DOCUMENT_TYPES, type FicaDocumentType } from './file-signature';

/** The FICA documents the group needs from every customer before an investment starts (not the bank statement). */
export const REQUIRED_FICA_DOCUMENTS: readonly FicaDocumentType[] = [
  FICA_DOCUMENT_TYPES[0],
  FICA_DOCUMENT_TYPES[1],
];

/**
 * The required documents not held for the customer: none of that type, or only rejected ones. A
 * document received and still being checked counts as held: the customer has nothing to send.
 */
export function missingFicaDocuments(
  held: readonly { DocumentType: string; Status: string }[],
): FicaDocumentType[] {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.toLowerCase();
  return REQUIRED_FICA_DOCUMENTS.filter(
    (type) =>
      !held.some((document) => same(document.DocumentType, type) && !same(document.Status, 'Rejected')),
  );
}
