import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Checks the packaged React library as a React host would meet it: it loads, exports every widget
 * and the providers, ships type declarations, and leaves React and TanStack Query to the host.
 */
const libDir = resolve(import.meta.dirname, '..', 'dist', 'lib');
const expected = [
  'WidgetProvider',
  'createConfig',
  'createQueryClient',
  'createStyleInstance',
  'sessionAuthPort',
  'Activate',
  'ContactForm',
  'ForgotPassword',
  'Login',
  'LoginDialog',
  'MemberChoice',
  'RateUs',
  'ReportViewer',
  'ResetPassword',
  'SignUp',
];

const problems: string[] = [];
const library: Record<string, unknown> = await import(pathToFileURL(join(libDir, 'index.js')).href);
for (const name of expected) {
  if (typeof library[name] !== 'function' && typeof library[name] !== 'object')
    problems.push(`missing export ${name}`);
}
if (!existsSync(join(libDir, 'types', 'lib', 'index.d.ts'))) problems.push('no type declarations');

const bundled = [
  join(libDir, 'index.js'),
  ...readdirSync(join(libDir, 'chunks')).map((file) => join(libDir, 'chunks', file)),
];
for (const file of bundled) {
  const code = readFileSync(file, 'utf8');
  // React's own source carries this marker; finding it means React was bundled instead of shared.
  if (code.includes('__SECRET_INTERNALS') || code.includes('__CLIENT_INTERNALS_DO_NOT_USE')) {
    problems.push(`${file} bundles React`);
  }
}

if (problems.length > 0) {
  process.stderr.write(`React library check failed:\n${problems.join('\n')}\n`);
  process.exit(1);
}
process.stdout.write(
  `React library: ${expected.length} exports, types, React and TanStack Query left to the host\n`,
);
