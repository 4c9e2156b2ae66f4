import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { widgetElements } from './custom-elements';
import { buildLibraryIndex, LIBRARY_INDEX } from './library-index';

const root = resolve(import.meta.dirname, '..');
const elements = widgetElements(root);
const path = join(root, LIBRARY_INDEX);
const index = buildLibraryIndex(elements);
// Written only when it changes: npm test runs the unit tests beside the build, and nothing that reads
// the file may find it half written.
const current = (() => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
})();
if (current !== index) writeFileSync(path, index);
process.stdout.write(`${LIBRARY_INDEX}: ${elements.length} widgets\n`);
