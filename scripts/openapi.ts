/**
 * `npm run openapi`: writes the portal's API contract (src/api/contract.ts) as an OpenAPI 3.1 document to
 * dist/openapi.json, the same document the sandbox serves at /openapi.json. The API team validates its
 * API against it; `npm run contract` checks a running API against the same schemas (issue 51).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from '../src/api/openapi';

const target = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'openapi.json');
mkdirSync(dirname(target), { recursive: true });
const document = openApiDocument();
writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
process.stdout.write(`dist/openapi.json: ${Object.keys(document.paths as object).length} paths\n`);
