export interface Logger {
  info(line: string): void;
  error(line: string): void;
}

/** Writes whole lines straight to the process streams; silent when disabled. */
export function createLogger(enabled: boolean): Logger {
  return {
    info(line) {
      if (enabled) process.stdout.write(`${line}\n`);
    },
    error(line) {
      process.stderr.write(`${line}\n`);
    },
  };
}
