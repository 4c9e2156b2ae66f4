/** The kinds of file the FICA and document uploads accept, recognised by their first bytes. */
export type FileKind = 'pdf' | 'jpeg' | 'png';

/** Largest upload accepted, per file: 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The content type stored and sent for each accepted kind, whatever type the browser declared. */
export const FILE_KIND_CONTENT_TYPES: Readonly<Record<FileKind, string>> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const SIGNATURES: readonly { readonly kind: FileKind; readonly bytes: readonly number[] }[] = [
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** How many leading bytes of a file {@link fileKindOf} needs to tell every kind apart (8). */
export const FILE_SIGNATURE_BYTES = Math.max(...SIGNATURES.map((signature) => signature.bytes.length));

/**
 * The accepted kind a file is by its content (its first bytes, at least {@link FILE_SIGNATURE_BYTES}
 * of them when the file is that long), or undefined: the name and declared type are not trusted.
 */
export function fileKindOf(head: Uint8Array): FileKind | undefined {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte))?.kind;
}

/** Refusal of a file whose content is not a PDF, JPEG or PNG. */
export function unacceptedFileKindMessage(fileName: string): string {
  return `${fileName}: only PDF, JPEG or PNG files are accepted.`;
}

/** Refusal of a file over {@link MAX_UPLOAD_BYTES}. */
export function fileTooLargeMessage(fileName: string): string {
  return `${fileName}: files may be at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`;
}

/** Why a file cannot be uploaded (its kind first, then its size), or undefined when it can. */
export function uploadProblem(fileName: string, size: number, head: Uint8Array): string | undefined {
  if (!fileKindOf(head)) return unacceptedFileKindMessage(fileName);
  if (size > MAX_UPLOAD_BYTES) return fileTooLargeMessage(fileName);
  return undefined;
}

/** What a FICA upload may be (its `DocumentType`): the portal offers one of each, the API takes no other. */
export const FICA_DOCUMENT_TYPES = ['Identity Document', 'Proof of Residence', 'Bank Statement'] as const;
export type FicaDocumentType = (typeof FICA_DOCUMENT_TYPES)[number];

/** Most files one upload request may carry. */
export const MAX_FILES_PER_UPLOAD = 10;
