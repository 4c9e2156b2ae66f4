import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { widgetElements } from './custom-elements';
import { buildLibraryIndex, LIBRARY_INDEX } from './library-index';

const root = resolve(import.meta.dirname, '..');
const elements = widgetElements(root);
writeFileSync(join(root, LIBRARY_INDEX), buildLibraryIndex(elements));
process.stdout.write(`${LIBRARY_INDEX}: ${elements.length} widgets\n`);
