#!/usr/bin/env node
// `npm test` must leave the working tree as it found it: nothing it runs may rewrite
// package-lock.json or leave files that are not git-ignored. `record` keeps `git status` before the
// run, `check` fails when it differs afterwards. Outside a git checkout both do nothing.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const record = join(root, 'node_modules', '.cache', 'fg-tree-status.txt');

function gitStatus() {
  try {
    return execSync('git status --porcelain --untracked-files=all', { cwd: root, encoding: 'utf8' });
  } catch {
    return undefined;
  }
}

export function recordTreeStatus() {
  const status = gitStatus();
  if (status === undefined) return;
  mkdirSync(dirname(record), { recursive: true });
  writeFileSync(record, status);
}

function checkTreeStatus() {
  const status = gitStatus();
  if (status === undefined || !existsSync(record)) return;
  const before = readFileSync(record, 'utf8');
  if (status === before) return;
  console.error(`npm test changed the working tree. Before:\n${before || '(clean)\n'}After:\n${status}`);
  process.exit(1);
}

if (process.argv[2] === 'check') checkTreeStatus();
