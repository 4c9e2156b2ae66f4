import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    name: z.string().optional(),
    isEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
  }),
);
export type Manifest = z.infer<typeof manifestSchema>;

export function readManifest(buildDir: string): Manifest | null {
  const path = join(buildDir, '.vite', 'manifest.json');
  return existsSync(path) ? manifestSchema.parse(JSON.parse(readFileSync(path, 'utf8'))) : null;
}

/** Every file a page downloads before the entry runs: the entry, its static imports, their CSS. */
export function initialFiles(manifest: Manifest, entryKey: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  return [...files];
}

export function gzipSize(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

export interface SizeRow {
  name: string;
  files: number;
  bytes: number;
  /** The budget (see size-budgets.ts). */
  budgetBytes: number | undefined;
}

export function measureEntry(
  buildDir: string,
  manifest: Manifest,
  name: string,
  entryKey: string,
  budgetKb?: number,
): SizeRow {
  const files = initialFiles(manifest, entryKey);
  const bytes = files.reduce((sum, file) => sum + gzipSize(join(buildDir, file)), 0);
  return { name, files: files.length, bytes, budgetBytes: budgetKb && budgetKb * 1024 };
}

export type Verdict = 'ok' | 'OVER BUDGET' | '';

export function verdict(row: SizeRow): Verdict {
  if (row.budgetBytes === undefined) return '';
  return row.bytes > row.budgetBytes ? 'OVER BUDGET' : 'ok';
}

export function formatTable(rows: SizeRow[]): string {
  const kb = (bytes: number | undefined) => (bytes === undefined ? '—' : `${(bytes / 1024).toFixed(1)} KB`);
  const line = (cells: string[]) =>
    [cells[0]?.padEnd(34), ...cells.slice(1, 4).map((cell) => cell.padStart(10)), cells[4] ?? '']
      .join('  ')
      .trimEnd();
  return [
    line(['entry (min+gzip, all chunks)', 'size', 'budget', 'files', '']),
    ...rows.map((row) =>
      line([row.name, kb(row.bytes), kb(row.budgetBytes), String(row.files), verdict(row)]),
    ),
  ].join('\n');
}
