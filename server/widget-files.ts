import { readFileSync } from 'node:fs';
import { type ConfigInput, DEPLOYMENT_CONFIG, definedFields } from '../src/config';
import { compressedCopies } from './compression';
import { entryOf, type FileVariants } from './static-files';

/**
 * The statement that opens a deployment's tag file: what this deployment says about itself (its API
 * bases and company facts, `readPageConfig`'s second layer), so that a tag loaded from it works on any
 * page with no config block, with no request of its own. Plain JSON in a global keyed by a registered
 * symbol: the page's own config block and `configure()` still override it.
 * @internal
 */
export function deploymentStatement(config: ConfigInput): string {
  return `globalThis[Symbol.for(${JSON.stringify(Symbol.keyFor(DEPLOYMENT_CONFIG))})]=${JSON.stringify(config)};\n`;
}

/**
 * The tags' entry files of one deployment, each opened with {@link deploymentStatement} and compressed
 * once, on its first request (the chunks are served as built: they read the settings the entry set).
 * With nothing configured (the sandbox beside the site), the files are served as built.
 */
export function deploymentEntryFiles(config: ConfigInput): ((file: string) => FileVariants) | null {
  const set = definedFields(config);
  if (Object.keys(set).length === 0) return null;
  const statement = Buffer.from(deploymentStatement(set));
  const files = new Map<string, FileVariants>();
  return (file) => {
    let variants = files.get(file);
    if (!variants) {
      const body = new Uint8Array(Buffer.concat([statement, readFileSync(file)]));
      const { br, gz } = compressedCopies(body);
      variants = {
        identity: entryOf(body),
        gzip: entryOf(new Uint8Array(gz)),
        br: entryOf(new Uint8Array(br)),
      };
      files.set(file, variants);
    }
    return variants;
  };
}
