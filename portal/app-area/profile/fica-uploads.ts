import { FICA_DOCUMENT_TYPES, FILE_SIGNATURE_BYTES, uploadProblem } from '../../../src/domain/file-signature';

/** The FICA documents the customer may send, one of each (spec §7 Fica/Upload). */
export const FICA_DOCUMENTS = [
  { type: FICA_DOCUMENT_TYPES[0], label: 'Your ID document or passport' },
  { type: FICA_DOCUMENT_TYPES[1], label: 'Proof of residence, not older than three months' },
  { type: FICA_DOCUMENT_TYPES[2], label: 'Bank statement, not older than three months' },
] as const;

/** Where one chosen file stands. */
export type UploadSlot =
  | { state: 'empty' }
  | { state: 'refused'; file: File; problem: string }
  | { state: 'ready'; file: File }
  | { state: 'sending'; file: File; progress: number }
  | { state: 'sent'; file: File }
  | { state: 'failed'; file: File; problem: string };

/**
 * A chosen file, checked as the sandbox checks it: PDF, JPEG or PNG by its first bytes (not by its
 * name), at most 10 MB. A refused file is never sent.
 */
export async function checkChosenFile(file: File): Promise<UploadSlot> {
  const head = new Uint8Array(await file.slice(0, FILE_SIGNATURE_BYTES).arrayBuffer());
  const problem = uploadProblem(file.name, file.size, head);
  return problem ? { state: 'refused', file, problem } : { state: 'ready', file };
}

/**
 * Upload pressed with nothing it can send (the spec gives no text: ours).
 * @internal
 */
export const NOTHING_TO_UPLOAD = 'Choose a file for at least one of the documents';

/**
 * Why Upload has nothing to send, by file control (`file-<index>`): each refused file's own problem,
 * or, with none chosen, a request for one on the first. Empty when something can be sent.
 */
export function nothingToSendProblems(slots: readonly UploadSlot[]): Record<string, string> {
  if (slots.some((slot) => slot.state === 'ready' || slot.state === 'failed')) return {};
  const refused = slots.flatMap((slot, index) =>
    slot.state === 'refused' ? [[`file-${index}`, slot.problem] as const] : [],
  );
  return refused.length > 0 ? Object.fromEntries(refused) : { 'file-0': NOTHING_TO_UPLOAD };
}
