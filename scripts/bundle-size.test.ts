import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { formatTable, initialFiles, type Manifest, measureEntry, verdict } from './bundle-size';

const manifest: Manifest = {
  'widgets/rate-us/rate-us.element.ts': {
    file: 'fg-rate-us.js',
    name: 'fg-rate-us',
    isEntry: true,
    imports: ['_runtime.js', '_form.js'],
    css: ['rate-us.css'],
  },
  '_runtime.js': { file: 'chunks/runtime-abc.js' },
  '_form.js': { file: 'chunks/form-def.js', imports: ['_runtime.js'] },
  '_lazy.js': { file: 'chunks/zxcvbn-123.js' },
};

it('counts the entry, every static import once, and their CSS, but not lazy chunks', () => {
  expect(initialFiles(manifest, 'widgets/rate-us/rate-us.element.ts').sort()).toEqual(
    ['chunks/form-def.js', 'chunks/runtime-abc.js', 'fg-rate-us.js', 'rate-us.css'].sort(),
  );
});

it('sums gzip sizes and flags an entry over budget', () => {
  const dir = mkdtempSync(join(tmpdir(), 'size-'));
  for (const file of ['fg-rate-us.js', 'rate-us.css']) writeFileSync(join(dir, file), 'x'.repeat(50));
  mkdirSync(join(dir, 'chunks'));
  for (const file of ['chunks/form-def.js', 'chunks/runtime-abc.js'])
    writeFileSync(join(dir, file), 'y'.repeat(50));
  const over = measureEntry(dir, manifest, 'fg-rate-us', 'widgets/rate-us/rate-us.element.ts', 0.01);
  expect(over.files).toBe(4);
  expect(over.bytes).toBeGreaterThan(40);
  expect(verdict(over)).toBe('OVER BUDGET');
  expect(formatTable([over])).toMatch(/fg-rate-us .* OVER BUDGET$/m);
  expect(verdict({ ...over, budgetBytes: over.bytes })).toBe('ok');
  expect(verdict({ ...over, budgetBytes: undefined })).toBe('');
});
