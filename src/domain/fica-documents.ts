/** The FICA documents the group needs from every customer before an investment starts. */
export const REQUIRED_FICA_DOCUMENTS = ['Identity Document', 'Proof of Residence'] as const;

/**
 * The required documents not held for the customer: none of that type, or only rejected ones. A
 * document received and still being checked counts as held: the customer has nothing to send.
 */
export function missingFicaDocuments(
  held: readonly { DocumentType: string; Status: string }[],
): (typeof REQUIRED_FICA_DOCUMENTS)[number][] {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.toLowerCase();
  return REQUIRED_FICA_DOCUMENTS.filter(
    (type) =>
      !held.some((document) => same(document.DocumentType, type) && !same(document.Status, 'Rejected')),
  );
}
