import type { FileKind } from '../../src/domain/file-signature';
import { safeFileName, TEXT_MAX } from '../../src/domain/text-rules';

/** The extension each accepted kind is stored with: the one its content proved, whatever the name said. */
const EXTENSIONS: Readonly<Record<FileKind, string>> = { pdf: '.pdf', jpeg: '.jpg', png: '.png' };

/**
 * Characters that mean something in HTML, a CSV or a shell, and invisible ones safeFileName leaves:
 * zero-width and word-joining marks, the Arabic letter mark (a bidi mark), the line and paragraph
 * separators, the byte-order mark.
 */
const UNSAFE = /[<>"'`&\u061c\u200b-\u200d\u2028\u2029\u2060\ufeff]/g;
/** The name's own extension, replaced by the proven one. */
const OWN_EXTENSION = /\.[A-Za-z0-9]{1,10}$/;

/**
 * A name fit to show and to say in a message: safeFileName's base name without control or direction
 * characters, markup characters as spaces, runs of spaces as one, at most {@link TEXT_MAX.fileName}.
 */
export function printableFileName(name: string): string {
  return withoutMarkup(name).replace(/^\.+/, '').trim() || 'document';
}

/** safeFileName's name (at most 100 already) with markup and invisible characters gone. */
function withoutMarkup(name: string): string {
  return safeFileName(name).replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The name an accepted upload is stored and listed under: {@link printableFileName} with the extension
 * its content proved (`a\r\nb<script>.exe` of PDF content is `ab script.pdf`), cut to fit, and
 * `document.pdf` (or .jpg, .png) when nothing printable is left.
 */
export function storedFileName(name: string, kind: FileKind): string {
  const extension = EXTENSIONS[kind];
  let stem = withoutMarkup(name)
    .replace(OWN_EXTENSION, '')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, TEXT_MAX.fileName - extension.length);
  // Never leave half of a surrogate pair at the cut.
  if (/[\ud800-\udbff]$/.test(stem)) stem = stem.slice(0, -1);
  stem = stem.trim();
  return `${stem || 'document'}${extension}`;
}
