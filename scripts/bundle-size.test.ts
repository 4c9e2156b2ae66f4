import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import {
  formatTable,
  initialLoad,
  lazyFiles,
  type Manifest,
  measureEntry,
  readWidgetManifests,
  sizeProblems,
  verdict,
  wireSizes,
} from './bundle-size';

const entry = 'widgets/rate-us/rate-us.element.ts';
const manifest: Manifest = {
  [entry]: {
    file: 'fg-rate-us.js',
    name: 'fg-rate-us',
    isEntry: true,
    imports: ['_runtime.js', '_form.js'],
    dynamicImports: ['widgets/rate-us/send.ts'],
    css: ['rate-us.css'],
  },
  '_runtime.js': { file: 'chunks/runtime-abc.js' },
  '_form.js': { file: 'chunks/form-def.js', imports: ['_runtime.js', '_field.js'] },
  '_field.js': { file: 'chunks/field-ghi.js' },
  'widgets/rate-us/send.ts': { file: 'chunks/send-123.js', imports: ['_runtime.js', '_client.js'] },
  '_client.js': { file: 'chunks/client-456.js' },
};

it('counts the entry, every static import once and their CSS, and the round trips one after another', () => {
  const load = initialLoad(manifest, entry);
  expect(load.files.sort()).toEqual(
    [
      'chunks/field-ghi.js',
      'chunks/form-def.js',
      'chunks/runtime-abc.js',
      'fg-rate-us.js',
      'rate-us.css',
    ].sort(),
  );
  // entry → form → field: three levels, however the runtime is reached.
  expect(load.levels).toBe(3);
  expect(initialLoad({ [entry]: { file: 'fg-rate-us.js', isEntry: true } }, entry)).toEqual({
    files: ['fg-rate-us.js'],
    levels: 1,
  });
});

it('counts as lazy what dynamic imports fetch, without what first paint already has', () => {
  expect(lazyFiles(manifest, entry).sort()).toEqual(['chunks/client-456.js', 'chunks/send-123.js']);
});

it('measures gzip and brotli as sent, never more than the file itself', () => {
  const dir = mkdtempSync(join(tmpdir(), 'size-'));
  writeFileSync(join(dir, 'tiny.js'), 'x');
  expect(wireSizes(join(dir, 'tiny.js'))).toEqual({ gzip: 1, brotli: 1 });
  writeFileSync(join(dir, 'big.js'), 'const a = 1;\n'.repeat(500));
  const big = wireSizes(join(dir, 'big.js'));
  expect(big.brotli).toBeLessThan(big.gzip);
  expect(big.gzip).toBeLessThan(6500);
});

it('reads the sizes from the copies precompress.ts wrote, a missing one being the file itself', () => {
  const dir = mkdtempSync(join(tmpdir(), 'size-'));
  writeFileSync(join(dir, 'big.js'), 'const a = 1;\n'.repeat(500));
  writeFileSync(join(dir, 'big.js.gz'), 'g'.repeat(123));
  expect(wireSizes(join(dir, 'big.js'))).toEqual({ gzip: 123, brotli: 6500 });
});

it('sums the initial files and flags an entry over its budget', () => {
  const dir = mkdtempSync(join(tmpdir(), 'size-'));
  for (const file of ['fg-rate-us.js', 'rate-us.css']) writeFileSync(join(dir, file), 'x'.repeat(50));
  mkdirSync(join(dir, 'chunks'));
  for (const file of ['form-def', 'runtime-abc', 'field-ghi', 'send-123', 'client-456'])
    writeFileSync(join(dir, 'chunks', `${file}.js`), 'y'.repeat(50));
  const over = measureEntry(dir, manifest, 'portal landing', entry, 0.01);
  expect(over).toMatchObject({ files: 5, levels: 3 });
  expect(over.bytes).toBeGreaterThan(40);
  expect(over.lazyBytes).toBeGreaterThan(10);
  expect(verdict(over)).toBe('OVER BUDGET');
  expect(sizeProblems([over])).toEqual(['portal landing is over its budget.']);
  expect(formatTable([over])).toMatch(/^The portal, from Vite's manifest/);
  expect(formatTable([over])).toMatch(/portal landing .* OVER BUDGET$/m);
  const within = { ...over, budgetBytes: over.bytes };
  expect(verdict(within)).toBe('ok');
  expect(sizeProblems([within])).toEqual([]);
});

it("reads each tag's own manifest", () => {
  const dir = mkdtempSync(join(tmpdir(), 'size-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'fg-b.json'), JSON.stringify({ b: { file: 'fg-b.js', isEntry: true } }));
  writeFileSync(join(dir, '.vite', 'fg-a.json'), JSON.stringify({ a: { file: 'fg-a.js', isEntry: true } }));
  writeFileSync(join(dir, '.vite', 'other.json'), '{}');
  expect(readWidgetManifests(dir).map((m) => Object.keys(m)[0])).toEqual(['a', 'b']);
  expect(readWidgetManifests(join(dir, 'missing'))).toEqual([]);
});
