import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { compressedCopies } from '../server/compression';

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    name: z.string().optional(),
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

/** Bytes on the wire: gzip, and brotli as the server sends it (the copies precompress.ts writes). */
export function wireSizes(path: string): { gzip: number; brotli: number } {
  const body = readFileSync(path);
  const { br, gz } = compressedCopies(body);
  return { gzip: Math.min(gz.byteLength, body.byteLength), brotli: Math.min(br.byteLength, body.byteLength) };
}

export interface SizeRow {
  name: string;
  /** Requests before the entry runs. */
  files: number;
  levels: number;
  /** gzip bytes of the initial files: what the budgets limit. */
  bytes: number;
  brotli: number;
  /** gzip bytes of what interaction loads later (send code, next steps, zxcvbn). */
  lazyBytes: number;
  /** The budget (see size-budgets.ts). */
  budgetBytes: number | undefined;
  /** Requests allowed before first paint, where the issues set a number. */
  maxFiles?: number;
}

function sum(buildDir: string, files: string[], key: 'gzip' | 'brotli'): number {
  return files.reduce((total, file) => total + wireSizes(join(buildDir, file))[key], 0);
}

export function measureEntry(
  buildDir: string,
  manifest: Manifest,
  name: string,
  entryKey: string,
  budgetKb?: number,
  maxFiles?: number,
): SizeRow {
  const { files, levels } = initialLoad(manifest, entryKey);
  return {
    name,
    files: files.length,
    levels,
    bytes: sum(buildDir, files, 'gzip'),
    brotli: sum(buildDir, files, 'brotli'),
    lazyBytes: sum(buildDir, lazyFiles(manifest, entryKey), 'gzip'),
    budgetBytes: budgetKb && budgetKb * 1024,
    maxFiles,
  };
}

export type Verdict = 'ok' | 'OVER BUDGET' | 'TOO MANY REQUESTS' | 'NO BUDGET';

/** An entry with no budget fails like one over it: a new tag is given one when it is made. */
export function verdict(row: SizeRow): Verdict {
  if (row.maxFiles !== undefined && row.files > row.maxFiles) return 'TOO MANY REQUESTS';
  if (row.budgetBytes === undefined) return 'NO BUDGET';
  return row.bytes > row.budgetBytes ? 'OVER BUDGET' : 'ok';
}

/** Where a tag's budget is written, for the message of a tag built without one. */
const WIDGET_BUDGETS_FILE = 'scripts/size-budgets.ts';

/**
 * What fails `npm run size`, one line per problem: an entry over its budget, over its requests, or built
 * with no budget at all (a tag added without `npm run new:widget`, which writes one).
 */
export function sizeProblems(rows: readonly SizeRow[]): string[] {
  return rows.flatMap((row) => {
    const outcome = verdict(row);
    if (outcome === 'OVER BUDGET') return [`${row.name} is over its budget.`];
    if (outcome === 'TOO MANY REQUESTS')
      return [`${row.name} needs ${row.files} requests before first paint; one is allowed.`];
    if (outcome === 'NO BUDGET') {
      const size = Math.ceil((row.bytes / 1024 + 0.3) * 10) / 10;
      return [
        `${row.name} was built but has no size budget: add '${row.name}': ${size} (its ${(row.bytes / 1024).toFixed(1)} KB gzip plus about 0.3 KB) to WIDGET_BUDGETS_KB in ${WIDGET_BUDGETS_FILE}, with a line on why.`,
      ];
    }
    return [];
  });
}

export function formatTable(rows: SizeRow[]): string {
  const kb = (bytes: number | undefined) => (bytes === undefined ? '—' : `${(bytes / 1024).toFixed(1)} KB`);
  const line = (cells: string[]) =>
    [cells[0]?.padEnd(28), ...cells.slice(1, 8).map((cell) => cell.padStart(9)), cells[8] ?? '']
      .join('  ')
      .trimEnd();
  return [
    'First paint: the entry and its static imports, min+gzip (the budget) and brotli (what the server',
    'sends); lazy: what interaction loads later (gzip).',
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
