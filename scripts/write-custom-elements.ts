import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildManifest, widgetElements } from './custom-elements';
import { buildElementTypings } from './element-typings';

/**
 * Beside the element bundle: custom-elements.json, the tags' typings (fg-elements.d.ts) and
 * elements.js, the package's `fg-portal/elements` entry, which registers every tag.
 */
const root = resolve(import.meta.dirname, '..');
const out = join(root, 'dist', 'widgets');
mkdirSync(out, { recursive: true });
const manifest = buildManifest(root);
writeFileSync(join(out, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
writeFileSync(join(out, 'fg-elements.d.ts'), buildElementTypings(widgetElements(root)));
const imports = manifest.modules.map(({ path }) => `import './${path.slice('widgets/'.length)}';`);
writeFileSync(join(out, 'elements.js'), `// Registers every tag.\n${imports.join('\n')}\n`);
process.stdout.write(
  `custom-elements.json, fg-elements.d.ts, elements.js: ${manifest.modules.length} elements\n`,
);
