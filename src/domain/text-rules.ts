/**
 * Length and character rules of the free texts a customer stores (names, contact values, help requests,
 * file names), shared by the forms and the sandbox so both refuse the same input with the same words.
 * Values are judged as they will be stored: trimmed. Lengths count UTF-16 code units, as `maxlength` does.
 */

/** How many characters each kind of text may have. */
export const TEXT_MAX = {
  /** First name, surname, sign-up names. */
  name: 100,
  /** A contact value (e-mail address, phone number, address line). */
  contact: 254,
  /** The subject of a help request. */
  subject: 150,
  /** The message of a help request. */
  message: 2000,
  /** A stored upload's file name. */
  fileName: 100,
} as const;

/** Whether a text may hold line breaks (and tabs): only a message may. */
export type TextLines = 'single' | 'multi';

export interface TextRule {
  max: number;
  lines: TextLines;
}

export const NAME_RULE: TextRule = { max: TEXT_MAX.name, lines: 'single' };
export const CONTACT_RULE: TextRule = { max: TEXT_MAX.contact, lines: 'single' };
export const SUBJECT_RULE: TextRule = { max: TEXT_MAX.subject, lines: 'single' };
export const MESSAGE_RULE: TextRule = { max: TEXT_MAX.message, lines: 'multi' };

/**
 * C0 controls, DEL and C1 controls; the bidi embeddings, overrides and isolates, and the LRM/RLM marks:
 * they make stored text read differently from what it is (a file "cod.exe" shown as "exe.doc"). A message
 * keeps its tabs and line breaks. (All of them are single UTF-16 units, so a unit at a time will do.)
 */
function isForbidden(unit: number, lines: TextLines): boolean {
  if (unit <= 0x1f) return !(lines === 'multi' && (unit === 0x09 || unit === 0x0a || unit === 0x0d));
  return (
    (unit >= 0x7f && unit <= 0x9f) ||
    unit === 0x200e ||
    unit === 0x200f ||
    (unit >= 0x202a && unit <= 0x202e) ||
    (unit >= 0x2066 && unit <= 0x2069)
  );
}

/** True when `value` has no control or direction-changing character (line breaks allowed when `multi`). */
export function hasOnlyPrintable(value: string, lines: TextLines = 'single'): boolean {
  for (let index = 0; index < value.length; index += 1) {
    if (isForbidden(value.charCodeAt(index), lines)) return false;
  }
  return true;
}

/** `value` without its control and direction-changing characters (line breaks too). */
function withoutUnprintable(value: string): string {
  let kept = '';
  for (let index = 0; index < value.length; index += 1) {
    if (!isForbidden(value.charCodeAt(index), 'single')) kept += value[index];
  }
  return kept;
}

/** The refusal of a text over its length. */
export function tooLongMessage(label: string, max: number): string {
  return `${label} may be at most ${max} characters`;
}

/** The refusal of a text with a control, line-break or direction-changing character in it. */
export function unprintableMessage(label: string): string {
  return `${label} contains characters we cannot accept (such as line breaks or hidden control characters)`;
}

/**
 * Why `value` (trimmed) breaks `rule`, in words that start with `label`, or undefined when it keeps it.
 * Whether the text is required is the caller's own rule, with its own message.
 */
export function textProblem(value: string, rule: TextRule, label: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed.length > rule.max) return tooLongMessage(label, rule.max);
  if (!hasOnlyPrintable(trimmed, rule.lines)) return unprintableMessage(label);
  return undefined;
}

/**
 * The name an uploaded file is stored and listed under: its base name (no folders, either slash), without
 * control or direction-changing characters, at most {@link TEXT_MAX.fileName} characters (the extension
 * kept when the stem is cut), `document` when nothing is left.
 */
export function safeFileName(name: string): string {
  const base = withoutUnprintable(name.split(/[\\/]/).pop() ?? '').trim();
  const cleaned = base.replace(/^\.+/, '').trim() || 'document';
  if (cleaned.length <= TEXT_MAX.fileName) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  let stem = cleaned.slice(0, TEXT_MAX.fileName - extension.length);
  // Never leave half of a surrogate pair at the cut.
  if (/[\ud800-\udbff]$/.test(stem)) stem = stem.slice(0, -1);
  return `${stem.trim()}${extension}`;
}
