#!/usr/bin/env node
// Installs whatever a fresh clone is missing: npm packages (from the lockfile) and, with --browser,
// Debian's Chromium for the e2e tests. Plain Node so it runs before anything is installed.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installedFromLock } from './installed-from-lock.mjs';
import { recordTreeStatus } from './tree-status.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = (command) => execSync(command, { cwd: root, stdio: 'inherit' });

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Node.js ${process.versions.node} is too old: 20.19 or newer is needed.`);
    process.exit(1);
  }
}

function installPackages() {
  const lock = readFileSync(join(root, 'package-lock.json'));
  const digest = createHash('sha256').update(lock).digest('hex');
  const stamp = join(root, 'node_modules', '.fg-lock-digest');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) return;
  // An install made by a plain `npm ci` (or anything npm records in its hidden lockfile) is as good.
  const hidden = join(root, 'node_modules', '.package-lock.json');
  if (
    installedFromLock(lock.toString('utf8'), existsSync(hidden) ? readFileSync(hidden, 'utf8') : undefined)
  ) {
    writeFileSync(stamp, digest);
    return;
  }
  console.info('Installing npm packages from package-lock.json (npm ci)…');
  // `npm ci` installs exactly the lock and never writes it; it fails loudly when package.json and the
  // lock disagree, which is what we want: a contributor fixes the lock with `npm install` and commits it.
  try {
    run('npm ci --no-audit --no-fund');
  } catch {
    console.error(
      'npm ci failed: package-lock.json does not match package.json. Run `npm install` and commit the lock.',
    );
    process.exit(1);
  }
  writeFileSync(stamp, digest);
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function installChromium() {
  if (existsSync(CHROMIUM)) return;
  console.info('Installing Debian chromium for the e2e tests…');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  run(`${sudo}apt-get update -qq`);
  run(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`);
  if (!existsSync(CHROMIUM)) {
    console.error(`chromium was installed but ${CHROMIUM} is missing.`);
    process.exit(1);
  }
}

checkNode();
installPackages();
// After the install: `npm ci` empties node_modules, where the record is kept.
if (process.argv.includes('--browser')) recordTreeStatus();
if (process.argv.includes('--browser')) installChromium();
