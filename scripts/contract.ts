/**
 * `npm run contract -- --base <url> [--web <url>] [--auth <url>] [--content <url>] --username <u> --password <p> [--writes]`:
 * checks a running API against the portal's contract (scripts/contract-check.ts) with a test account and
 * prints the table. Exits 1 on a mismatch: a call the portal needs refused, a field it needs missing or of
 * another type. Only reads are made, and with --writes the writes that leave the account as it was
 * (WRITES_MADE). Bases default as the portal's config does: the web API at --base, the authorization
 * service at <base>/auth, the content system at <base>/cms.
 */
import { parseArgs } from 'node:util';
import { type ContractBases, checkContract, formatContractTable } from './contract-check';

export function contractArguments(args: readonly string[]): {
  bases: ContractBases;
  username: string;
  password: string;
  writes: boolean;
} {
  const { values } = parseArgs({
    args: [...args],
    options: {
      base: { type: 'string' },
      web: { type: 'string' },
      auth: { type: 'string' },
      content: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      writes: { type: 'boolean' },
    },
  });
  const { base, username, password } = values;
  if (!base || !username || !password) {
    throw new Error(
      'Usage: npm run contract -- --base <url> [--web <url>] [--auth <url>] [--content <url>] --username <u> --password <p> [--writes]',
    );
  }
  for (const url of [base, values.web, values.auth, values.content]) {
    if (url !== undefined && !/^https?:\/\/[^/]/.test(url)) throw new Error(`Not an http(s) address: ${url}`);
  }
  const main = base.replace(/\/+$/, '');
  return {
    bases: {
      main,
      web: values.web?.replace(/\/+$/, '') ?? main,
      auth: values.auth?.replace(/\/+$/, '') ?? `${main}/auth`,
      content: values.content?.replace(/\/+$/, '') ?? `${main}/cms`,
    },
    username,
    password,
    writes: values.writes ?? false,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const reports = await checkContract(contractArguments(process.argv.slice(2)));
    process.stdout.write(`${formatContractTable(reports)}\n`);
    const mismatches = reports.filter((report) => report.mismatch).map((report) => report.id);
    process.stdout.write(
      mismatches.length
        ? `\nThe API does not answer as the portal reads it: ${mismatches.join(', ')}\n`
        : `\nEvery call made answers as the portal reads it (${reports.filter((report) => !report.notCalled).length} of ${reports.length} calls; the rest named above).\n`,
    );
    process.exit(mismatches.length ? 1 : 0);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  }
}
