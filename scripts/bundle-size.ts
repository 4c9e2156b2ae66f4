import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { compressedCopies } from '../server/compression';

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    name: z.string().optional(),
    src: z.string().optional(),
    isEntry: z.boolean().optional(),
    isDynamicEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
    dynamicImports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
  }),
);
export type Manifest = z.infer<typeof manifestSchema>;

export function readManifestFile(path: string): Manifest | null {
  return existsSync(path) ? manifestSchema.parse(JSON.parse(readFileSync(path, 'utf8'))) : null;
}

/** The portal's one manifest. */
export function readManifest(buildDir: string): Manifest | null {
  return readManifestFile(join(buildDir, '.vite', 'manifest.json'));
}

/** Each tag is built on its own (scripts/build-widgets.ts), so each has its own manifest. */
export function readWidgetManifests(buildDir: string): Manifest[] {
  const dir = join(buildDir, '.vite');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => /^fg-.+\.json$/.test(file))
    .sort()
    .map((file) => readManifestFile(join(dir, file)))
    .filter((manifest): manifest is Manifest => manifest !== null);
}

export interface InitialLoad {
  /** Every file the page downloads before the entry runs: the entry, its static imports, their CSS. */
  files: string[];
  /** Round trips one after another: 1 when the entry imports nothing, 2 when its imports import nothing… */
  levels: number;
}

export function initialLoad(manifest: Manifest, entryKey: string): InitialLoad {
  const depth = new Map<string, number>();
  const visit = (key: string, level: number) => {
    const chunk = manifest[key];
    if (!chunk || (depth.get(chunk.file) ?? 0) >= level) return;
    depth.set(chunk.file, level);
    for (const css of chunk.css ?? []) depth.set(css, Math.max(depth.get(css) ?? 0, level + 1));
    for (const imported of chunk.imports ?? []) visit(imported, level + 1);
  };
  visit(entryKey, 1);
  return { files: [...depth.keys()], levels: Math.max(0, ...depth.values()) };
}

/** The chunks only a use of the tag fetches (its dynamic imports and theirs), without the initial ones. */
export function lazyFiles(manifest: Manifest, entryKey: string): string[] {
  const initial = new Set(initialLoad(manifest, entryKey).files);
  const lazy = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) return;
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
      const file = manifest[next]?.file;
      if (!file || initial.has(file) || lazy.has(file)) continue;
      lazy.add(file);
      visit(next);
    }
  };
  visit(entryKey);
  return [...lazy];
}

/**
 * Bytes on the wire: gzip, and brotli as the server sends it. Read from the copies precompress.ts wrote
 * beside a built file (it writes none that would not be smaller, so a missing one is the file itself);
 * compressed here only where it wrote neither. Brotli at its best quality is seconds of CPU for the
 * build's chunks, which `npm run size` would pay again beside e2e.
 */
export function wireSizes(path: string): { gzip: number; brotli: number } {
  const raw = statSync(path).size;
  const copy = (suffix: string) =>
    existsSync(`${path}.${suffix}`) ? statSync(`${path}.${suffix}`).size : null;
  const [gz, br] = [copy('gz'), copy('br')];
  if (gz !== null || br !== null) return { gzip: gz ?? raw, brotli: br ?? raw };
  const copies = compressedCopies(readFileSync(path));
  return { gzip: Math.min(copies.gz.byteLength, raw), brotli: Math.min(copies.br.byteLength, raw) };
}

/** A portal entry, measured from Vite's manifest: its static imports as the page's module preloads fetch them. */
export interface SizeRow {
  name: string;
  /** Requests before the entry runs. */
  files: number;
  levels: number;
  /** gzip bytes of the initial files: what the budgets limit. */
  bytes: number;
  brotli: number;
  /** gzip bytes of what interaction loads later (the signed-in app, zxcvbn). */
  lazyBytes: number;
  /** The budget (see size-budgets.ts). */
  budgetBytes: number;
}

function sum(buildDir: string, files: string[], key: 'gzip' | 'brotli'): number {
  return files.reduce((total, file) => total + wireSizes(join(buildDir, file))[key], 0);
}

export function measureEntry(
  buildDir: string,
  manifest: Manifest,
  name: string,
  entryKey: string,
  budgetKb: number,
): SizeRow {
  const { files, levels } = initialLoad(manifest, entryKey);
  return {
    name,
    files: files.length,
    levels,
    bytes: sum(buildDir, files, 'gzip'),
    brotli: sum(buildDir, files, 'brotli'),
    lazyBytes: sum(buildDir, lazyFiles(manifest, entryKey), 'gzip'),
    budgetBytes: budgetKb * 1024,
  };
}

export const verdict = (row: SizeRow): 'ok' | 'OVER BUDGET' =>
  row.bytes > row.budgetBytes ? 'OVER BUDGET' : 'ok';

/** What fails `npm run size` for the portal: one line per entry over its budget. */
export function sizeProblems(rows: readonly SizeRow[]): string[] {
  return rows.filter((row) => verdict(row) !== 'ok').map((row) => `${row.name} is over its budget.`);
}

/** Bytes as the size tables print them: KB with one decimal. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatTable(rows: SizeRow[]): string {
  const line = (cells: string[]) =>
    [cells[0]?.padEnd(28), ...cells.slice(1, 8).map((cell) => cell.padStart(9)), cells[8] ?? '']
      .join('  ')
      .trimEnd();
  return [
    "The portal, from Vite's manifest (not loaded in a browser): first paint is the entry and its static",
    'imports (the modulepreloads), min+gzip (the budget) and brotli; lazy: what interaction loads later (gzip).',
    line(['entry', 'gzip', 'brotli', 'budget', 'requests', 'levels', 'lazy', 'gzip+lazy', '']),
    ...rows.map((row) =>
      line([
        row.name,
        kb(row.bytes),
        kb(row.brotli),
        kb(row.budgetBytes),
        String(row.files),
        String(row.levels),
        kb(row.lazyBytes),
        kb(row.bytes + row.lazyBytes),
        verdict(row),
      ]),
    ),
  ].join('\n');
}
