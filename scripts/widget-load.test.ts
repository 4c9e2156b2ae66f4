import { expect, it } from 'vitest';
import type { Manifest } from './bundle-size';
import {
  chunkName,
  classifyRequests,
  formatWidgetTable,
  type MeasuredTag,
  rarelyLoaded,
  type SizeOf,
  widgetFile,
  widgetProblems,
  widgetRow,
  widgetVerdict,
} from './widget-load';

const origin = 'http://127.0.0.1:4650';

const manifest: Manifest = {
  'widgets/reset-password/reset-password.element.ts': {
    file: 'fg-reset-password.js',
    name: 'fg-reset-password',
    src: 'widgets/reset-password/reset-password.element.ts',
    isEntry: true,
    dynamicImports: [
      'node_modules/zxcvbn/lib/main.js',
      'src/ui/form-feedback.tsx',
      'src/session/tab-sync.ts',
    ],
  },
  'node_modules/zxcvbn/lib/main.js': {
    file: 'chunks/main-B1.js',
    name: 'main',
    src: 'node_modules/zxcvbn/lib/main.js',
    isDynamicEntry: true,
  },
  'src/ui/form-feedback.tsx': {
    file: 'chunks/form-feedback-C2.js',
    name: 'form-feedback',
    src: 'src/ui/form-feedback.tsx',
    isDynamicEntry: true,
  },
  'src/session/tab-sync.ts': {
    file: 'chunks/tab-sync-D3.js',
    name: 'tab-sync',
    src: 'src/session/tab-sync.ts',
    isDynamicEntry: true,
  },
};

/** 1000 bytes gzip (800 brotli) per built file; anything else is not built. */
const sizeOf: SizeOf = (file) =>
  Object.values(manifest).some((chunk) => chunk.file === file) ? { gzip: 1000, brotli: 800 } : null;

const measured = (requests: MeasuredTag['requests'], extra: Partial<MeasuredTag> = {}): MeasuredTag => ({
  tag: 'fg-reset-password',
  usable: true,
  touched: true,
  requests,
  ...extra,
});

it("reads a deployment's code file from its URL, the contract version dropped; anything else is not code", () => {
  expect(widgetFile(`${origin}/widgets/fg-login.js`, origin)).toBe('fg-login.js');
  expect(widgetFile(`${origin}/widgets/v1/fg-login.js?x=1`, origin)).toBe('fg-login.js');
  expect(widgetFile(`${origin}/widgets/chunks/tab-sync-D3.js`, origin)).toBe('chunks/tab-sync-D3.js');
  expect(widgetFile(`${origin}/v5/api/Lookups/SourceOfFunds`, origin)).toBeNull();
  expect(widgetFile('http://127.0.0.1:4651/widgets/fg-login.js', origin)).toBeNull();
});

it('puts each code file in the phase that first fetched it, and counts API calls apart as data', () => {
  const sorted = classifyRequests(
    [
      { url: 'http://127.0.0.1:4651/?tag=fg-reset-password', phase: 'paint' },
      { url: `${origin}/widgets/fg-reset-password.js`, phase: 'paint' },
      { url: `${origin}/v5/api/ProductSubTypes/13`, phase: 'paint' },
      { url: `${origin}/widgets/chunks/tab-sync-D3.js`, phase: 'paint' },
      { url: `${origin}/widgets/chunks/tab-sync-D3.js`, phase: 'touch' },
      { url: `${origin}/widgets/chunks/form-feedback-C2.js`, phase: 'touch' },
      { url: `${origin}/widgets/chunks/form-feedback-C2.js`, phase: 'touch' },
      { url: `${origin}/v5/api/Lookups`, phase: 'touch' },
    ],
    origin,
  );
  expect(sorted).toEqual({
    firstPaint: ['fg-reset-password.js', 'chunks/tab-sync-D3.js'],
    firstTouch: ['chunks/form-feedback-C2.js'],
    dataCalls: { paint: 1, touch: 1 },
  });
});

it("names a tag's chunks by their package or module, and lists those neither phase fetched", () => {
  expect(chunkName(manifest['node_modules/zxcvbn/lib/main.js'] ?? { file: '' })).toBe('zxcvbn');
  expect(chunkName({ file: 'x.js', src: 'node_modules/@scope/pkg/index.js' })).toBe('@scope/pkg');
  expect(chunkName({ file: 'chunks/a-1.js' })).toBe('chunks/a-1.js');
  expect(rarelyLoaded(manifest, ['fg-reset-password.js', 'chunks/form-feedback-C2.js'])).toEqual([
    { name: 'zxcvbn', file: 'chunks/main-B1.js' },
    { name: 'tab-sync', file: 'chunks/tab-sync-D3.js' },
  ]);
});

const entryOnly = [{ url: `${origin}/widgets/fg-reset-password.js`, phase: 'paint' as const }];
const budget = { kb: 1, maxRequests: 1 };

it('sums each phase as built, and a first paint of one request within its budget passes', () => {
  const row = widgetRow(
    measured([...entryOnly, { url: `${origin}/widgets/chunks/form-feedback-C2.js`, phase: 'touch' }]),
    origin,
    manifest,
    sizeOf,
    budget,
  );
  expect(row.firstPaint).toEqual({ files: ['fg-reset-password.js'], gzip: 1000, brotli: 800 });
  expect(row.firstTouch).toEqual({ files: ['chunks/form-feedback-C2.js'], gzip: 1000, brotli: 800 });
  expect(row.rarely.map((file) => `${file.name} ${file.gzip}`)).toEqual(['zxcvbn 1000', 'tab-sync 1000']);
  expect(row.budgetBytes).toBe(1024);
  expect(widgetVerdict(row)).toBe('ok');
  expect(widgetProblems([row])).toEqual([]);
  expect(formatWidgetTable([row])).toMatch(
    /^fg-reset-password +1 +1\.0 KB +0\.8 KB +1\.0 KB +0 +1 +1\.0 KB +ok +zxcvbn 1\.0 KB, tab-sync 1\.0 KB$/m,
  );
});

it('fails a first paint of more requests than allowed, naming what it fetched', () => {
  const row = widgetRow(
    measured([...entryOnly, { url: `${origin}/widgets/chunks/tab-sync-D3.js`, phase: 'paint' }]),
    origin,
    manifest,
    sizeOf,
    { kb: 10, maxRequests: 1 },
  );
  expect(widgetVerdict(row)).toBe('TOO MANY REQUESTS');
  expect(widgetProblems([row])).toEqual([
    'fg-reset-password needs 2 requests before it is usable (fg-reset-password.js, chunks/tab-sync-D3.js); 1 allowed.',
  ]);
  expect(formatWidgetTable([row])).toMatch(/^fg-reset-password +2 .* TOO MANY REQUESTS/m);
});

it('fails a first paint over its budget, a tag with no budget, and one that never showed its first screen', () => {
  const over = widgetRow(measured(entryOnly), origin, manifest, sizeOf, { kb: 0.5, maxRequests: 1 });
  expect(widgetVerdict(over)).toBe('OVER BUDGET');
  expect(widgetProblems([over])).toEqual([
    'fg-reset-password is over its budget: 1000 bytes gzip at first paint, 512 allowed (0.5 KB).',
  ]);
  const none = widgetRow(measured(entryOnly), origin, manifest, sizeOf, { kb: undefined, maxRequests: 1 });
  expect(widgetVerdict(none)).toBe('NO BUDGET');
  expect(widgetProblems([none])).toEqual([
    "fg-reset-password was built but has no size budget: add 'fg-reset-password': 1.3 (its 1.0 KB gzip plus about 0.3 KB) to WIDGET_BUDGETS_KB in scripts/size-budgets.ts, with a line on why.",
  ]);
  expect(formatWidgetTable([none])).toMatch(/^fg-reset-password .* — .* NO BUDGET/m);
  const stuck = widgetRow(measured(entryOnly, { usable: false }), origin, manifest, sizeOf, budget);
  expect(widgetVerdict(stuck)).toBe('NOT USABLE');
  expect(widgetProblems([stuck])).toEqual([
    'fg-reset-password did not show its first screen on a page of another origin.',
  ]);
});

it('fails a tag whose first paint and first touch together are over its whole-form budget', () => {
  const touchedOnce = [
    ...entryOnly,
    { url: `${origin}/widgets/chunks/form-feedback-C2.js`, phase: 'touch' as const },
  ];
  const within = widgetRow(measured(touchedOnce), origin, manifest, sizeOf, {
    kb: 1,
    wholeKb: 2,
    maxRequests: 1,
  });
  expect(within.wholeBudgetBytes).toBe(2048);
  expect(widgetVerdict(within)).toBe('ok');
  const over = widgetRow(measured(touchedOnce), origin, manifest, sizeOf, {
    kb: 1,
    wholeKb: 1.5,
    maxRequests: 1,
  });
  expect(widgetVerdict(over)).toBe('WHOLE OVER BUDGET');
  expect(widgetProblems([over])).toEqual([
    "fg-reset-password's whole form is over its budget: 2000 bytes gzip at first paint and first touch, 1536 allowed (1.5 KB).",
  ]);
  expect(formatWidgetTable([over])).toMatch(/^fg-reset-password .* WHOLE OVER BUDGET/m);
  // A first paint over its own budget says so first.
  const both = widgetRow(measured(touchedOnce), origin, manifest, sizeOf, {
    kb: 0.5,
    wholeKb: 1.5,
    maxRequests: 1,
  });
  expect(widgetVerdict(both)).toBe('OVER BUDGET');
});

it('names a fetched file the build does not have, and shows no first touch where nothing was touched', () => {
  const row = widgetRow(
    measured([...entryOnly, { url: `${origin}/widgets/chunks/gone-X.js`, phase: 'paint' }], {
      touched: false,
    }),
    origin,
    manifest,
    sizeOf,
    { kb: 10, maxRequests: 2 },
  );
  expect(widgetProblems([row])).toEqual([
    'fg-reset-password fetched /widgets/chunks/gone-X.js, which the build does not have: build again.',
  ]);
  expect(formatWidgetTable([row])).toMatch(/^fg-reset-password +2 +1\.0 KB +0\.8 KB +10\.0 KB +0 +— +— +ok/m);
});
