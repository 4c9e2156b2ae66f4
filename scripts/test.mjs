#!/usr/bin/env node
// `npm test`: every check, stage after stage, stopping at the first stage with a failure, and then each
// step's time, so a slow step shows in every run. Plain Node: its first step installs everything else.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Stages of [name, command] steps, each command run in the project root through the shell, as npm runs a
 * script. The steps of one stage share no files and run side by side where one alone leaves a core idle
 * (issue 45): tsc and knip each use one core; vitest leaves one idle while its last files finish, which
 * the build fills. e2e, the size budgets and Lighthouse run alone: e2e keeps both cores busy, and
 * Lighthouse measures the page's speed.
 */
const STAGES = [
  [['install check', 'node scripts/setup.mjs --browser']],
  [
    ['typecheck', 'npm run typecheck'],
    ['lint', 'npm run lint'],
    ['unused exports', 'npm run knip'],
  ],
  [
    ['unit', 'npm run test:unit'],
    ['build', 'tsx scripts/build-stamp.ts build-if-stale'],
  ],
  [['library check', 'tsx scripts/check-library.ts']],
  [['consumer install', 'tsx scripts/consumer-test.ts']],
  [['e2e', 'npm run test:e2e']],
  [['size budgets', 'npm run size']],
  [['lighthouse', 'npm run lighthouse']],
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

/**
 * Runs one step. Alone, its output streams as it comes; beside others, it is kept and printed whole when
 * the step ends, so two steps' lines never interleave. Resolves with the exit status.
 */
function runStep([name, command], alone) {
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: root, env, shell: true, stdio: alone ? 'inherit' : 'pipe' });
    const output = [];
    if (!alone) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (status) => {
      if (!alone) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(output).toString()}`);
      resolve(status ?? 1);
    });
  });
}

const started = Date.now();
const times = new Map();
const stageTimes = [];
for (const stage of STAGES) {
  const stageStarted = Date.now();
  const statuses = await Promise.all(
    stage.map(async (step) => {
      const stepStarted = Date.now();
      const status = await runStep(step, stage.length === 1);
      times.set(step[0], Date.now() - stepStarted);
      return status;
    }),
  );
  stageTimes.push(Date.now() - stageStarted);
  const failed = stage.filter((_, index) => statuses[index] !== 0).map(([name]) => name);
  if (failed.length > 0) {
    report(times, stageTimes, started, failed);
    process.exit(statuses.find((status) => status !== 0));
  }
}
report(times, stageTimes, started);
