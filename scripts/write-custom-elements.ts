import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildManifest, widgetElements } from './custom-elements';
import { buildVsCodeCustomData, buildWebTypes } from './editor-data';
import { buildElementTypings } from './element-typings';

/**
 * Beside the element bundle: custom-elements.json, the tags' typings (fg-elements.d.ts), the editors'
 * data (vscode.html-custom-data.json, web-types.json) and elements.js, the package's
 * `fg-portal/elements` entry, which registers every tag.
 */
const root = resolve(import.meta.dirname, '..');
const out = join(root, 'dist', 'widgets');
mkdirSync(out, { recursive: true });
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const manifest = buildManifest(root);
writeFileSync(join(out, 'custom-elements.json'), json(manifest));
const elements = widgetElements(root);
writeFileSync(join(out, 'fg-elements.d.ts'), buildElementTypings(elements));
writeFileSync(join(out, 'vscode.html-custom-data.json'), json(buildVsCodeCustomData(elements)));
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
writeFileSync(join(out, 'web-types.json'), json(buildWebTypes(elements, version)));
const imports = manifest.modules.map(({ path }) => `import './${path.slice('widgets/'.length)}';`);
writeFileSync(join(out, 'elements.js'), `// Registers every tag.\n${imports.join('\n')}\n`);
process.stdout.write(
  `custom-elements.json, fg-elements.d.ts, vscode.html-custom-data.json, web-types.json, elements.js: ${manifest.modules.length} elements\n`,
);
