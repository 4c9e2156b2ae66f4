import { z } from 'zod';
import { type ConfigInput, createConfig } from '../src/config';

const API_BASE_VARIABLES = {
  FG_API_MAIN: 'mainApiBase',
  FG_API_WEB: 'webApiBase',
  FG_API_AUTH: 'authBase',
  FG_API_CONTENT: 'contentBase',
} as const;

/** The company facts a customer relies on (see CompanyFacts): the sandbox has demo ones, production none. */
const COMPANY_FACT_VARIABLES = {
  FG_COMPANY_FSP_NUMBER: 'fspNumber',
  FG_COMPANY_TELEPHONE: 'telephone',
  FG_COMPANY_FAX: 'fax',
  FG_COMPANY_ADDRESS: 'address',
  FG_COMPANY_SUPPORT_EMAIL: 'supportEmail',
  FG_COMPANY_REGISTERED_NAME: 'registeredName',
  FG_COMPANY_REGISTRATION_NUMBER: 'registrationNumber',
  FG_COMPANY_LICENCE_CATEGORIES: 'licenceCategories',
  FG_COMPANY_KEY_INDIVIDUALS: 'keyIndividuals',
  FG_COMPANY_COMPLIANCE_OFFICER: 'complianceOfficer',
  FG_COMPANY_COMPLIANCE_EMAIL: 'complianceEmail',
} as const;

/** A list in one variable: entries separated by ';', each trimmed; empty entries (a trailing ';') dropped. */
const entries = (value: string) =>
  value
    .split(';')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

/**
 * The facts that are lists, how each is written in its variable, and its decoder. A value that does not
 * decode stops the server with the variable and its format named; the decoded list is then checked like
 * any other fact (configProblem).
 */
const LIST_VARIABLES = {
  FG_COMPANY_LICENCE_CATEGORIES: {
    format: "categories separated by ';'",
    decode: z.string().transform(entries).pipe(z.array(z.string()).min(1)),
  },
  FG_COMPANY_KEY_INDIVIDUALS: {
    format: "'name | role' entries separated by ';'",
    decode: z
      .string()
      .transform(entries)
      .pipe(
        z
          .array(
            z
              .string()
              .transform((entry) => entry.split('|').map((part) => part.trim()))
              .pipe(z.tuple([z.string().min(1), z.string().min(1)]))
              .transform(([name, role]) => ({ name, role })),
          )
          .min(1),
      ),
  },
} as const;
type ListVariable = keyof typeof LIST_VARIABLES;
const isListVariable = (variable: string): variable is ListVariable => variable in LIST_VARIABLES;

/** The list in `variable`, or undefined when it is unset or does not decode (then named in `undecodable`). */
function decodeList<T>(
  env: NodeJS.ProcessEnv,
  variable: ListVariable,
  { format, decode }: { format: string; decode: z.ZodType<T, string> },
  undecodable: string[],
): T | undefined {
  const value = env[variable]?.trim();
  if (!value) return undefined;
  const decoded = decode.safeParse(value);
  if (!decoded.success) undecodable.push(`${variable} (${format})`);
  return decoded.data;
}

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/**
 * The site's public origin, for links the sandbox puts in answers and e-mails and for what `npm start`
 * prints: FG_PUBLIC_ORIGIN (its origin), else http://{HOST}:{PORT} as the server listens (a wildcard or
 * unset HOST reads as localhost; PORT default 4173). Never the Host header of a request.
 */
export function publicOriginFromEnv(env: Record<string, string | undefined>): string {
  if (env.FG_PUBLIC_ORIGIN) return new URL(env.FG_PUBLIC_ORIGIN).origin;
  const host = env.HOST && !WILDCARD_HOSTS.has(env.HOST) ? env.HOST : 'localhost';
  return `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${env.PORT || 4173}`;
}

interface ServeOptions {
  /** The sandbox API beside the site (FG_SANDBOX, default on). */
  sandbox: boolean;
  /** The example host pages under /examples/ (FG_EXAMPLES, default: with the sandbox only). */
  examples: boolean;
  /** A JSON line per request on stdout (FG_ACCESS_LOG, default on). */
  accessLog: boolean;
  config: ConfigInput;
}
export type ServeMode = ServeOptions | { error: string };

/** An on/off environment variable: 1/0, true/false, on/off or yes/no. */
export const envFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));
const flags = z.object({
  FG_SANDBOX: envFlag.optional(),
  FG_EXAMPLES: envFlag.optional(),
  FG_ACCESS_LOG: envFlag.optional(),
});

function unset(env: NodeJS.ProcessEnv, variables: Record<string, string>): string[] {
  return Object.keys(variables).filter((variable) => !env[variable]?.trim());
}

/**
 * What `npm start` serves, from its environment: the site with the sandbox beside it (the default,
 * each FG_API_* and FG_COMPANY_* optional, the demo facts standing in), or with FG_SANDBOX=off the site
 * alone, which then needs all four bases of the real API (without one the portal would call an API that
 * is not there) and every company fact (without one a customer would read the sandbox's demo fact).
 * The examples come with the sandbox unless FG_EXAMPLES says otherwise; the access log is on unless
 * FG_ACCESS_LOG=off.
 */
export function serveModeFromEnv(env: NodeJS.ProcessEnv): ServeMode {
  const parsed = flags.safeParse(
    Object.fromEntries(Object.keys(flags.shape).flatMap((name) => (env[name] ? [[name, env[name]]] : []))),
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { error: `${issue?.path.join('.')} must be on or off (1/0, true/false, yes/no).` };
  }
  const sandbox = parsed.data.FG_SANDBOX ?? true;
  const missingBases = unset(env, API_BASE_VARIABLES);
  const missingFacts = unset(env, COMPANY_FACT_VARIABLES);
  if (!sandbox && (missingBases.length > 0 || missingFacts.length > 0)) {
    const problems = [
      missingBases.length > 0 ? `set ${missingBases.join(', ')} to the real API` : '',
      missingFacts.length > 0 ? `set ${missingFacts.join(', ')} to the group's published facts` : '',
    ].filter(Boolean);
    return { error: `FG_SANDBOX=off serves the site alone: ${problems.join(', and ')}.` };
  }
  const variables = { ...API_BASE_VARIABLES, ...COMPANY_FACT_VARIABLES };
  const undecodable: string[] = [];
  const { FG_COMPANY_LICENCE_CATEGORIES: categories, FG_COMPANY_KEY_INDIVIDUALS: individuals } =
    LIST_VARIABLES;
  const licenceCategories = decodeList(env, 'FG_COMPANY_LICENCE_CATEGORIES', categories, undecodable);
  const keyIndividuals = decodeList(env, 'FG_COMPANY_KEY_INDIVIDUALS', individuals, undecodable);
  const config: ConfigInput = {
    ...Object.fromEntries(
      Object.entries(variables).flatMap(([variable, key]) => {
        const value = env[variable]?.trim();
        return value && !isListVariable(variable) ? [[key, value]] : [];
      }),
    ),
    ...(licenceCategories && { licenceCategories }),
    ...(keyIndividuals && { keyIndividuals }),
  };
  if (undecodable.length > 0) return { error: `Malformed configuration: check ${undecodable.join(', ')}.` };
  return {
    sandbox,
    examples: parsed.data.FG_EXAMPLES ?? sandbox,
    accessLog: parsed.data.FG_ACCESS_LOG ?? true,
    config,
  };
}

/**
 * Why `config` cannot serve the site, naming the variables whose values are malformed (an FSP number
 * that is not digits, a base that is not http(s) …), or undefined when it can.
 */
export function configProblem(origin: string, config: ConfigInput): string | undefined {
  const variables = { ...API_BASE_VARIABLES, ...COMPANY_FACT_VARIABLES };
  const bad = Object.entries(variables).filter(([, key]) => {
    try {
      createConfig(origin, { [key]: config[key] } as ConfigInput);
      return false;
    } catch {
      return true;
    }
  });
  return bad.length > 0
    ? `Malformed configuration: check ${bad.map(([variable]) => variable).join(', ')}.`
    : undefined;
}
