#!/usr/bin/env node
// Runs each argument as a shell command at the same time and exits with the first failure's code (the
// others stopped), or 0 once all have passed: for build steps that write to different folders.
import { spawn } from 'node:child_process';

const children = process.argv.slice(2).map((command) => spawn(command, { shell: true, stdio: 'inherit' }));
const exits = children.map(
  (child) => new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))),
);
for (const exit of exits) {
  exit.then((code) => {
    if (code === 0) return;
    for (const child of children) child.kill();
    process.exit(code);
  });
}
await Promise.all(exits);
