/**
 * Checks a running API against the portal's contract (src/api/contract.ts, issue 51): signs in with a
 * test account, makes every read call of the contract it can find the parameters for (from the answers
 * before it, as the portal does), and compares each answer with the schema the portal parses it with:
 * fields it reads that are missing, fields of another type, fields it does not read. With `writes`, it
 * also makes the writes that leave the account as it was (WRITES_MADE); never a purchase or anything
 * that sends a message or changes a credential. `npm run contract` prints the table; a mismatch fails it.
 */
import * as z from 'zod/mini';
import { CONTRACT, type ContractCall } from '../src/api/contract';
import { contractJsonSchema } from '../src/api/openapi';
import { personalDetailsSchema } from '../src/api/profile';
import { platformVersionHeader } from '../src/config/config';
import { DEFAULT_TAX_COUNTRY_ID } from '../src/domain/business-constants';
import { decodeToken } from '../src/session/claims';

export interface ContractBases {
  main: string;
  web: string;
  auth: string;
  content: string;
}

export interface ContractCheckOptions {
  bases: ContractBases;
  username: string;
  password: string;
  clientId?: string;
  /** Also make the writes that leave the account as it was (WRITES_MADE). */
  writes?: boolean;
  fetch?: typeof fetch;
}

/**
 * The writes a check makes with `writes`, each leaving a test account as it was: a login event, the
 * document requirements (created once, as after every login), the personal details and the tax number
 * saved back as they were read. Every other write (a purchase, a message, a credential, bank details)
 * is never made by a check.
 */
export const WRITES_MADE = [
  'loginEvent',
  'createDocumentRequirementInstance',
  'savePersonalDetails',
  'saveTaxNumber',
];

/** What one call of the contract gave, over every request made for it. */
export interface CallReport {
  id: string;
  method: string;
  path: string;
  /** The statuses answered, or why the call was not made. */
  statuses: number[];
  notCalled?: string;
  /** The slowest answer, in milliseconds. */
  ms: number;
  /** Fields the portal reads and needs, absent (a mismatch). */
  missing: string[];
  /** Fields the portal reads with a fallback, absent (reported, not a mismatch). */
  missingOptional: string[];
  /** Fields present with another type than the portal reads (a mismatch). */
  otherType: string[];
  /** Fields the answer has that the portal does not read. */
  unread: string[];
  /** What the portal's own schema refused beyond the fields above (a check written as code). */
  refused: string[];
  mismatch: boolean;
}

/** Reads whose 404 is the API's way of saying "none" (the portal shows an empty state). */
const NONE_AS_404 = new Set(['profileBankDetails', 'latestBankDetails', 'taxNumber']);

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'number' ? 'number' : typeof value;
}

const allows = (type: string | string[] | undefined, actual: string, value: unknown) =>
  type === undefined ||
  [type].flat().some((allowed) => allowed === actual || (allowed === 'integer' && Number.isInteger(value)));

interface Findings {
  missing: Set<string>;
  missingOptional: Set<string>;
  otherType: Set<string>;
  unread: Set<string>;
}

/** Compares an answer with a JSON Schema of what the portal reads, field by field. */
function compare(root: JsonSchema, schema: JsonSchema, value: unknown, path: string, found: Findings): void {
  if (schema.$ref) {
    const target = schema.$ref === '#' ? root : root.$defs?.[schema.$ref.replace('#/$defs/', '')];
    if (target) compare(root, target, value, path, found);
    return;
  }
  const actual = jsonTypeOf(value);
  if (schema.anyOf) {
    const branch = schema.anyOf.find((candidate) => candidate.$ref || allows(candidate.type, actual, value));
    if (!branch) {
      const expected = schema.anyOf.flatMap((candidate) => [candidate.type ?? 'any'].flat()).join(' or ');
      found.otherType.add(`${path || '(answer)'}: ${expected}, got ${actual}`);
      return;
    }
    compare(root, branch, value, path, found);
    return;
  }
  if (!allows(schema.type, actual, value)) {
    found.otherType.add(`${path || '(answer)'}: ${[schema.type].flat().join(' or ')}, got ${actual}`);
    return;
  }
  if (actual === 'array' && schema.items && Array.isArray(value)) {
    for (const item of value) compare(root, schema.items, item, `${path}[]`, found);
  }
  if (actual === 'object' && schema.properties && typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const required = new Set(schema.required ?? []);
    for (const [key, property] of Object.entries(schema.properties)) {
      const at = path ? `${path}.${key}` : key;
      if (record[key] === undefined) (required.has(key) ? found.missing : found.missingOptional).add(at);
      else compare(root, property, record[key], at, found);
    }
    for (const key of Object.keys(record)) {
      if (!(key in schema.properties)) found.unread.add(path ? `${path}.${key}` : key);
    }
  }
}

const readings = new Map<string, JsonSchema>();

/** What `call` reads, as JSON Schema: worked out once per call, though a check compares many answers of it. */
function readingOf(call: ContractCall): JsonSchema {
  let reading = readings.get(call.id);
  if (!reading) {
    reading = contractJsonSchema(call.response) as JsonSchema;
    readings.set(call.id, reading);
  }
  return reading;
}

/** The fields of `answer` measured against what `call` reads, and what its zod schema refuses. */
function compareAnswer(call: ContractCall, answer: unknown): Findings & { refused: Set<string> } {
  const found: Findings = {
    missing: new Set(),
    missingOptional: new Set(),
    otherType: new Set(),
    unread: new Set(),
  };
  const refused = new Set<string>();
  if (call.answerIgnored) return { ...found, refused };
  const schema = readingOf(call);
  compare(schema, schema, answer, '', found);
  const parsed = z.safeParse(call.response, answer);
  // What the comparison found is the reason already; a refusal beside nothing found is a check written as code.
  if (!parsed.success && found.missing.size + found.otherType.size === 0) {
    for (const issue of parsed.error.issues)
      refused.add(`${issue.path.join('.') || '(answer)'}: ${issue.message}`);
  }
  return { ...found, refused };
}

interface Exchange {
  status: number;
  ms: number;
  body: unknown;
}

/** Makes the checks, in the order the portal needs their parameters. */
export async function checkContract(options: ContractCheckOptions): Promise<CallReport[]> {
  const fetchFn = options.fetch ?? fetch;
  const reports = new Map<string, CallReport>(
    CONTRACT.map((call) => [
      call.id,
      {
        id: call.id,
        method: call.method,
        path: call.path,
        statuses: [],
        ms: 0,
        missing: [],
        missingOptional: [],
        otherType: [],
        unread: [],
        refused: [],
        mismatch: false,
      },
    ]),
  );
  const callOf = (id: string): ContractCall => {
    const call = CONTRACT.find((candidate) => candidate.id === id);
    if (!call) throw new Error(`No call ${id} in the contract`);
    return call;
  };

  function record(call: ContractCall, exchange: Exchange): void {
    const report = reports.get(call.id);
    if (!report) return;
    report.statuses = [...new Set([...report.statuses, exchange.status])];
    report.ms = Math.max(report.ms, exchange.ms);
    const ok = exchange.status >= 200 && exchange.status < 300;
    if (!ok) {
      if (!(exchange.status === 404 && NONE_AS_404.has(call.id))) report.mismatch = true;
      return;
    }
    const findings = compareAnswer(call, exchange.body);
    const merge = (into: string[], from: Set<string>) => [...new Set([...into, ...from])];
    report.missing = merge(report.missing, findings.missing);
    report.missingOptional = merge(report.missingOptional, findings.missingOptional);
    report.otherType = merge(report.otherType, findings.otherType);
    report.unread = merge(report.unread, findings.unread);
    report.refused = merge(report.refused, findings.refused);
    if (findings.missing.size + findings.otherType.size + findings.refused.size > 0) report.mismatch = true;
  }

  async function exchange(url: string, init: RequestInit): Promise<Exchange> {
    const started = performance.now();
    try {
      const response = await fetchFn(url, init);
      const text = await response.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // Not JSON: kept as text, which the schema comparison reports.
      }
      return { status: response.status, ms: Math.round(performance.now() - started), body };
    } catch {
      return { status: 0, ms: Math.round(performance.now() - started), body: undefined };
    }
  }

  // Sign in as the portal does (spec §7 Authentication).
  const tokenCall = callOf('token');
  const signIn = await exchange(`${options.bases.auth}${tokenCall.path}`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/x-www-form-urlencoded',
      PlatformVersion: platformVersionHeader,
    },
    body: new URLSearchParams({
      client_id: options.clientId ?? 'fg-portal',
      grant_type: 'password',
      username: options.username,
      password: options.password,
    }),
  });
  record(tokenCall, signIn);
  const accessToken =
    typeof signIn.body === 'object' && signIn.body !== null && 'access_token' in signIn.body
      ? String(signIn.body.access_token)
      : '';
  const user = decodeToken(accessToken)?.user;
  const tokenReport = reports.get('token');
  if (!user) {
    if (tokenReport) {
      tokenReport.mismatch = true;
      tokenReport.refused.push(
        'access_token: not a token whose claims the portal reads (PartyId, Username, exp)',
      );
    }
    for (const report of reports.values()) if (report.id !== 'token') report.notCalled = 'the sign-in failed';
    return [...reports.values()];
  }

  async function send(
    id: string,
    parameters: Record<string, string | number> = {},
    body?: Record<string, unknown>,
  ): Promise<unknown> {
    const call = callOf(id);
    const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(String(name === 'partyId' ? (user?.partyId ?? '') : (parameters[name] ?? ''))),
    );
    const query = new URLSearchParams();
    for (const name of Object.keys(call.query ?? {})) {
      const value = parameters[name];
      if (value !== undefined) query.set(name, String(value));
    }
    const url = `${options.bases[call.base]}${path}${query.size ? `?${query}` : ''}`;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      PlatformVersion: platformVersionHeader,
    };
    if (call.auth !== 'none') headers.Authorization = `Bearer ${accessToken}`;
    if (call.auth !== 'none' && user?.role) headers.RoleToken = user.role;
    if (body) headers['Content-Type'] = 'application/json';
    const answer = await exchange(url, {
      method: call.method,
      headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    record(call, answer);
    return answer.status >= 200 && answer.status < 300 ? answer.body : undefined;
  }
  const read = (id: string, parameters: Record<string, string | number> = {}) => send(id, parameters);

  const list = (value: unknown): Record<string, unknown>[] =>
    Array.isArray(value) ? value.filter((item) => typeof item === 'object' && item !== null) : [];
  const field = (value: unknown, key: string): unknown =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

  // The dashboard: categories, their products, each product's panels, the balances.
  for (const category of list(await read('categories'))) {
    const categoryId = Number(category.NavigationItemID);
    await read('groupBalance', { id: categoryId });
    const products = await read('products', { categoryId });
    for (const product of list(field(products, 'availableProducts'))) {
      const navigationItemId = Number(product.NavigationItemID);
      const summary = await read('summary', { navigationItemId });
      await read('overview', { id: navigationItemId });
      const productInstanceId = product.ProductInstanceID ?? field(summary, 'ProductInstanceID');
      if (typeof productInstanceId === 'number') {
        await read('detail', { navigationItemId, productInstanceId });
        const memberId = field(summary, 'ProductInstanceMemberID');
        if (navigationItemId === 14 && typeof memberId === 'number') {
          await read('memberChoices', { productInstanceId, memberId });
        }
      }
    }
  }

  // Profile, bank details, documents.
  const personal = await read('personalDetails');
  await read('contactDetails');
  await read('accountSettings');
  await read('profileBankDetails');
  await read('latestBankDetails');
  await read('referenceCode', { type: 'Mobile Referral' });
  await read('documents');
  await read('usernameTaken', { username: user.username });
  const identityNumber = field(personal, 'IdentityNumber');
  if (typeof identityNumber === 'string' && identityNumber && field(personal, 'IsIdentitySA') !== false) {
    await read('validateIdentityNumber', { idNumber: identityNumber });
  }
  const banks = list(await read('banks'));
  const bank = banks.find((candidate) => typeof candidate.UniversalBranchCode === 'string') ?? banks[0];
  if (bank) {
    const code = typeof bank.UniversalBranchCode === 'string' ? bank.UniversalBranchCode.slice(0, 3) : '';
    await read('bankBranches', { bankId: Number(bank.BankID), code });
  }

  // Workspaces, their menus and the reports the menus name.
  for (const workspace of list(await read('workspaces'))) {
    const menu = await read('workspaceMenu', { workspaceId: Number(workspace.WorkspaceID) });
    const reportIds = [...JSON.stringify(menu ?? {}).matchAll(/"ViewUri":"reports\/(\d+)"/g)].map(
      ([, id]) => id,
    );
    for (const reportId of reportIds) {
      await read('report', { reportId: reportId ?? '', entityId: Number(workspace.EntityID) });
    }
  }

  // What the buy wizards read.
  for (const subTypeId of [13, 158, 116]) await read('productSubTypeAttributes', { subTypeId });
  await read('sourceOfFunds');
  await read('countries');
  await read('unitTrustEftDetails', { partyId: user.partyId });
  await read('productMember');
  await read('documentCollection', { id: 35, populate: 'Documents.Document' });

  const taxNumber = await read('taxNumber');
  if (options.writes) {
    await send(
      'loginEvent',
      { action: 'LoginAction' },
      { PartyID: user.partyId, Action: 'LoginAction', Channel: 'Web' },
    );
    await send('createDocumentRequirementInstance');
    // Saved back as read, in the form the profile saves it (the date of birth by its date part).
    const details = z.safeParse(personalDetailsSchema, personal);
    if (details.success) {
      await send(
        'savePersonalDetails',
        {},
        {
          ...details.data,
          DateOfBirth: details.data.DateOfBirth.slice(0, 10),
          PartyID: user.partyId,
        },
      );
    }
    const number = field(taxNumber, 'TaxReferenceNumber');
    if (typeof number === 'string' && number) {
      await send(
        'saveTaxNumber',
        {},
        { PartyID: user.partyId, TaxReferenceNumber: number, CountryID: DEFAULT_TAX_COUNTRY_ID },
      );
    }
  }

  for (const report of reports.values()) {
    if (report.statuses.length > 0) continue;
    const call = callOf(report.id);
    const write = call.method !== 'GET' || call.confirms;
    report.notCalled =
      write && !WRITES_MADE.includes(call.id)
        ? 'a write that changes the account: never made'
        : write && !options.writes
          ? 'a write: made only with --writes'
          : write
            ? 'nothing to save back'
            : call.id === 'linkTerms'
              ? 'needs an e-mailed link'
              : call.id === 'report'
                ? "the account's menus name no report"
                : call.id === 'memberChoices'
                  ? 'the account has no member-choice product'
                  : 'no parameters found for it in the answers before it';
  }
  return [...reports.values()];
}

const cell = (values: readonly string[]) => (values.length === 0 ? '' : values.join(', '));

/** The table `npm run contract` prints: one row per call of the contract. */
export function formatContractTable(reports: readonly CallReport[]): string {
  const rows = reports.map((report) => [
    `${report.mismatch ? '✗' : report.notCalled ? '·' : '✓'} ${report.id}`,
    report.notCalled ? '—' : report.statuses.join(' '),
    report.notCalled ? '' : `${report.ms} ms`,
    cell([
      ...report.missing,
      ...report.refused,
      ...report.missingOptional.map((path) => `${path} (optional)`),
    ]),
    cell(report.otherType),
    cell(report.unread),
    report.notCalled ? `not called: ${report.notCalled}` : '',
  ]);
  const header = [
    'call',
    'status',
    'time',
    'fields missing',
    'fields of another type',
    'fields not read',
    'note',
  ];
  const widths = header.map((title, index) =>
    Math.max(title.length, ...rows.map((row) => (row[index] ?? '').length)),
  );
  const line = (row: readonly string[]) =>
    row
      .map((value, index) => value.padEnd(widths[index] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}
