#!/usr/bin/env node
// `npm test`: every check, stage after stage, stopping at the first stage with a failure, and then each
// step's time, so a slow step shows in every run. Plain Node: its first step installs everything else.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Stages of [name, command] steps, each command run in the project root through the shell, as npm runs a
 * script. The steps of one stage share no files and run side by side, as the machine's cores would
 * otherwise idle (issue 45): tsc and knip use one core each; vitest leaves one idle while its last files
 * finish, which the build fills; the library, consumer and size checks fill e2e's waits for pages. The
 * first step of a stage streams its output; the others' is printed whole once the stage ends, so no two
 * steps' lines interleave. Lighthouse runs alone: it measures the pages' speed; so does the login path. The unit tests beside e2e
 * (tried in session 29) saved a minute on a quiet machine, but beside another npm test they starved:
 * 12 unit tests past their 20 s limit. So the unit tests share the machine with the build only.
 */
const STAGES = [
  [['install check', 'node scripts/setup.mjs --browser']],
  [
    ['typecheck', 'npm run typecheck'],
    ['lint', 'npm run lint'],
    ['unused exports', 'npm run knip && npm run knip:production'],
  ],
  [
    ['unit', 'npm run test:unit'],
    ['build', 'tsx scripts/build-stamp.ts build-if-stale'],
  ],
  [
    ['e2e', 'npm run test:e2e'],
    ['library check', 'tsx scripts/check-library.ts'],
    ['consumer install', 'tsx scripts/consumer-test.ts'],
    ['size budgets', 'npm run size'],
  ],
  [['lighthouse', 'npm run lighthouse']],
  // Alone too, after the pages' speed: the login path's round trips are read from request timings. Its
  // drift from 3 to 4 went unseen for a session while it ran only by hand (session 33).
  [['login path', 'npm run measure:login']],
  [['tree status', 'node scripts/tree-status.mjs check']],
];

const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

function report(times, stageTimes, started, failed) {
  const width = Math.max(...STAGES.flat().map(([name]) => name.length), 'side by side'.length);
  const line = (name, ms) => `  ${name.padEnd(width)}  ${minutes(ms).padStart(6)}`;
  const lines = [];
  for (const [index, stage] of stageTimes.entries()) {
    const names = STAGES[index].map(([name]) => name);
    for (const name of names) if (times.has(name)) lines.push(line(name, times.get(name)));
    if (names.length > 1) lines.push(`${line('side by side', stage)} (${names.join(', ')})`);
  }
  lines.push(line('total', Date.now() - started));
  const verdict = failed ? `npm test failed at "${failed.join('", "')}"` : 'npm test passed';
  process.stdout.write(`\n${verdict}; each step's time (min:s):\n${lines.join('\n')}\n`);
}

// npm puts node_modules/.bin on the PATH of a script; so does this, for `tsx` in a step's command.
const env = { ...process.env, PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH}` };

/** Runs one step, streaming its output or keeping it in `kept`; resolves with the exit status. */
function runStep(command, kept) {
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: root, env, shell: true, stdio: kept ? 'pipe' : 'inherit' });
    child.stdout?.on('data', (chunk) => kept.push(chunk));
    child.stderr?.on('data', (chunk) => kept.push(chunk));
    child.on('close', (status) => resolve(status ?? 1));
  });
}

const started = Date.now();
const times = new Map();
const stageTimes = [];
for (const stage of STAGES) {
  const stageStarted = Date.now();
  const kept = stage.map((_, index) => (index === 0 ? undefined : []));
  const statuses = await Promise.all(
    stage.map(async ([name, command], index) => {
      const stepStarted = Date.now();
      const status = await runStep(command, kept[index]);
      times.set(name, Date.now() - stepStarted);
      return status;
    }),
  );
  stageTimes.push(Date.now() - stageStarted);
  for (const [index, output] of kept.entries()) {
    if (output) process.stdout.write(`\n── ${stage[index][0]} ──\n${Buffer.concat(output).toString()}`);
  }
  const failed = stage.filter((_, index) => statuses[index] !== 0).map(([name]) => name);
  if (failed.length > 0) {
    report(times, stageTimes, started, failed);
    process.exit(statuses.find((status) => status !== 0));
  }
}
report(times, stageTimes, started);
