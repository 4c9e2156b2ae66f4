#!/usr/bin/env node
// `npm test`: every check, one after another, stopping at the first that fails, and then each step's
// time, so a slow step shows in every run. Plain Node: its first step installs everything else.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** [name, command]: run in the project root through the shell, as npm runs a script. */
const STEPS = [
  ['install check', 'node scripts/setup.mjs --browser'],
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['unused exports', 'npm run knip'],
  ['unit', 'npm run test:unit'],
  ['build', 'tsx scripts/build-stamp.ts build-if-stale'],
  ['library check', 'tsx scripts/check-library.ts'],
  ['consumer install', 'tsx scripts/consumer-test.ts'],
  ['e2e', 'npm run test:e2e'],
  ['size budgets', 'npm run size'],
  ['lighthouse', 'npm run lighthouse'],
  ['tree status', 'node scripts/tree-status.mjs check'],
];

const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

function report(times, failed) {
  const width = Math.max(...STEPS.map(([name]) => name.length));
  const lines = times.map(([name, ms]) => `  ${name.padEnd(width)}  ${minutes(ms).padStart(6)}`);
  const total = times.reduce((sum, [, ms]) => sum + ms, 0);
  lines.push(`  ${'total'.padEnd(width)}  ${minutes(total).padStart(6)}`);
  const verdict = failed ? `npm test failed at "${failed}"` : 'npm test passed';
  process.stdout.write(`\n${verdict}; each step's time (min:s):\n${lines.join('\n')}\n`);
}

const times = [];
// npm puts node_modules/.bin on the PATH of a script; so does this, for `tsx` in a step's command.
const env = { ...process.env, PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH}` };
for (const [name, command] of STEPS) {
  const started = Date.now();
  const { status } = spawnSync(command, { cwd: root, env, shell: true, stdio: 'inherit' });
  times.push([name, Date.now() - started]);
  if (status !== 0) {
    report(times, name);
    process.exit(status ?? 1);
  }
}
report(times);
