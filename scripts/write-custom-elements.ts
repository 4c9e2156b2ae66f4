import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildManifest } from './custom-elements';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'dist', 'widgets');
mkdirSync(out, { recursive: true });
const manifest = buildManifest(root);
writeFileSync(join(out, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
process.stdout.write(`custom-elements.json: ${manifest.modules.length} elements\n`);
