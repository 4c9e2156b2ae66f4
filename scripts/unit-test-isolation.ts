import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What a node test file may change for every file after it in the same worker: fetch (msw intercepts it
 * process-wide), globals, the environment, timers, mocked modules. A file that does any of it runs in a
 * module graph of its own; the rest share one per worker, which loads each module once instead of once
 * per file (issue 45: the node projects 250 s isolated, 69 s shared, and shuffled runs of a shared
 * msw file failed on another's interceptors).
 */
export const TOUCHES_SHARED_STATE =
  /\bmsw\b|setupSandbox|vi\.mock\(|vi\.doMock\(|vi\.stubGlobal|vi\.stubEnv|useFakeTimers|globalThis|process\.env|\bwindow\b|\bdocument\b/;

const SKIPPED = new Set(['node_modules', 'dist', '.git', 'test-results']);

function* testFilesUnder(root: string, path = ''): Generator<string> {
  for (const entry of readdirSync(join(root, path), { withFileTypes: true })) {
    const child = path ? `${path}/${entry.name}` : entry.name;
    if (entry.isDirectory() && !SKIPPED.has(entry.name)) yield* testFilesUnder(root, child);
    else if (entry.isFile() && entry.name.endsWith('.test.ts')) yield child;
  }
}

/** Every `.test.ts` under `root`, as project-relative paths, split by {@link TOUCHES_SHARED_STATE}. */
export function nodeTestFilesByIsolation(root: string): { isolated: string[]; shared: string[] } {
  const isolated: string[] = [];
  const shared: string[] = [];
  for (const file of testFilesUnder(root)) {
    (TOUCHES_SHARED_STATE.test(readFileSync(join(root, file), 'utf8')) ? isolated : shared).push(file);
  }
  return { isolated, shared };
}
