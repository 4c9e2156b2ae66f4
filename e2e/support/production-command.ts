import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const README = resolve(import.meta.dirname, '../../README.md');

/** The README's production command: each `NAME=value` it sets (quotes taken off) and what it runs. */
export function readmeProductionCommand(): { env: Record<string, string>; command: string } {
  const readme = readFileSync(README, 'utf8');
  const section = readme.slice(readme.indexOf('## Serving in production'));
  const block = /^```sh\n([\s\S]*?)^```$/m.exec(section)?.[1];
  if (!block) throw new Error('README.md: no sh block under "Serving in production"');
  const joined = block.replace(/\\\n/g, ' ');
  const env: Record<string, string> = {};
  for (const [, name = '', quoted, plain] of joined.matchAll(/([A-Z][A-Z_]*)=(?:'([^']*)'|(\S+))/g))
    env[name] = quoted ?? plain ?? '';
  const command = joined.replace(/([A-Z][A-Z_]*)=(?:'[^']*'|\S+)/g, '').trim();
  return { env, command };
}
