import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import * as zod from 'zod/mini';
import * as compactZod from './compact-zod';

// compact-zod stands in for zod/mini in the element bundle (vite.config.ts), so every schema built the
// way the product builds them must come out of it as it comes out of zod: the same success, the same
// data, the same issues (code, path and message, which is what fieldMessages, attributeIssues and the
// wizard read). Each case below is built twice, once with each, and run on the same inputs.

type Z = typeof zod;
const compact = compactZod as unknown as Z;

interface Outcome {
  success: boolean;
  data?: unknown;
  issues?: { code: string; path: PropertyKey[]; message: string }[];
}

function outcome(schema: zod.ZodMiniType, value: unknown): Outcome {
  const result = schema.safeParse(value);
  if (result.success) return { success: true, data: result.data };
  return {
    success: false,
    issues: result.error.issues.map(({ code, path, message }) => ({ code, path, message })),
  };
}

/** The same outcome from zod and compact-zod for every input; also through z.safeParse and parse. */
function expectSame(build: (z: Z) => zod.ZodMiniType, inputs: readonly unknown[]) {
  const real = build(zod);
  const ours = build(compact);
  for (const input of inputs) {
    const expected = outcome(real, input);
    expect({ input, ...outcome(ours, input) }).toStrictEqual({ input, ...expected });
    expect(compact.safeParse(ours, input).success).toBe(expected.success);
    if (expected.success) {
      expect(compact.parse(ours, input)).toStrictEqual(expected.data);
      expect(ours.parse(input)).toStrictEqual(expected.data);
    } else expect(() => ours.parse(input)).toThrow(Error);
  }
}

const anything = [
  undefined,
  null,
  '',
  ' ',
  'text',
  '  padded  ',
  '42',
  ' 7 ',
  '0',
  '-1',
  0,
  -0,
  -1,
  1.5,
  42,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  true,
  false,
  [],
  ['a'],
  [1, 'b'],
  {},
  { a: 1 },
  '😀',
  '😀😀',
  'https://example.com/',
  'ftp://example.com',
];

const cases: Record<string, { build: (z: Z) => zod.ZodMiniType; inputs?: readonly unknown[] }> = {
  string: { build: (z) => z.string() },
  'string with an error': { build: (z) => z.string({ error: 'Type something' }) },
  'string with an error as text': { build: (z) => z.string('Type something') },
  number: { build: (z) => z.number() },
  'number with an error': { build: (z) => z.number({ error: 'A number, please' }) },
  'nonnegative number': { build: (z) => z.number().check(z.nonnegative()) },
  'nonnegative number with a message': {
    build: (z) => z.number({ error: 'not a number' }).check(z.nonnegative('not negative')),
  },
  boolean: { build: (z) => z.boolean() },
  'boolean with an error': { build: (z) => z.boolean({ error: 'Tick or untick' }) },
  'minLength and maxLength': { build: (z) => z.string().check(z.minLength(1), z.maxLength(3)) },
  'minLength with messages': {
    build: (z) => z.string().check(z.minLength(2, 'At least two'), z.maxLength(1, { error: 'At most one' })),
  },
  'length checks on a string with an error': {
    build: (z) => z.string({ error: 'Bad text' }).check(z.minLength(2), z.maxLength(4)),
    inputs: [...anything, 'abcde', 'ab', '😀😀😀😀😀'],
  },
  'refine, its message as text, as error, as message, absent or empty': {
    build: (z) =>
      z.string().check(
        z.refine((value) => value.trim() !== '', 'Fill it in'),
        z.refine((value) => value.length < 6, { error: 'Too long' }),
        z.refine((value) => !value.includes('x'), { message: 'No x' }),
        z.refine((value) => !value.includes('y')),
        z.refine((value) => !value.includes('z'), ''),
        z.refine((value) => !value.includes('w'), { message: '' }),
      ),
    inputs: [...anything, 'xyzwxyzxyz', 'xy', 'abc', 'w'],
  },
  'refine falling back to the string error': {
    build: (z) =>
      z.string({ error: 'Text error' }).check(
        z.refine((value) => value !== 'bad'),
        z.refine((value) => value !== 'worse', 'Worse'),
      ),
    inputs: [...anything, 'bad', 'worse'],
  },
  regex: {
    build: (z) => z.string().check(z.regex(/^\d+$/, 'Digits'), z.regex(/x/g), z.minLength(2, 'Two')),
    inputs: [...anything, 'x1', '12x', 'xx'],
  },
  trim: {
    build: (z) => z.string().check(z.trim(), z.minLength(1, 'Empty'), z.maxLength(4, 'Long')),
    inputs: [...anything, '  abcd  ', ' abcde '],
  },
  custom: { build: (z) => z.custom<number>(Number.isInteger) },
  'custom with a message, then checks': {
    build: (z) =>
      z
        .custom<string | number>(
          (value) => typeof value === 'string' || typeof value === 'number',
          'Choose one',
        )
        .check(z.refine((value) => value !== '' && value !== 0, 'Choose a real one')),
  },
  'custom accepting anything': { build: (z) => z.custom<unknown>(() => true) },
  'exactly a value': { build: (z) => z.custom<1>((value) => value === 1, 'Expected 1') },
  optional: { build: (z) => z.optional(z.string()) },
  nullable: { build: (z) => z.nullable(z.number()) },
  nullish: { build: (z) => z.nullish(z.string()) },
  'nullish with a fallback': {
    build: (z) =>
      z.pipe(
        z.nullish(z.string()),
        z.transform((value: string | null | undefined) => value ?? 'fallback'),
      ),
  },
  'pipe: checked, then transformed': {
    build: (z) =>
      z.pipe(
        z.string().check(z.refine((value) => /^\s*[1-9]\d{0,9}\s*$/.test(value), 'A whole number')),
        z.transform((value: string) => Number(value.trim())),
      ),
  },
  'pipe: transform first, then a schema': {
    build: (z) =>
      z.pipe(
        z.transform((value: unknown) => (typeof value === 'string' ? value.trim() : value)),
        z.string().check(z.minLength(1, 'Empty')),
      ),
  },
  'pipe into a pipe': {
    build: (z) =>
      z.pipe(
        z.pipe(
          z.custom<number | string>((value) => value !== null),
          z.transform(String),
        ),
        z.pipe(
          z.string().check(z.maxLength(2, 'Short')),
          z.transform((value: string) => `${value}!`),
        ),
      ),
  },
  'transforms with Number and String': {
    build: (z) => z.object({ n: z.pipe(z.string(), z.transform(Number)), s: z.transform(String) }),
    inputs: [{ n: '12', s: 3 }, { n: 12 }, {}, { n: '' }],
  },
  array: { build: (z) => z.array(z.string()), inputs: [...anything, ['a', 'b'], ['a', 2, null]] },
  'array of objects': {
    build: (z) => z.array(z.object({ code: z.string(), amount: z.number() })),
    inputs: [
      [],
      [{ code: 'A', amount: 1 }],
      [{ code: 'A' }, { amount: 'x' }, null],
      [{ code: 'A', amount: 1, extra: true }],
      'no',
    ],
  },
  'array with an error': { build: (z) => z.array(z.number(), { error: 'A list' }) },
};

describe('compact-zod against zod/mini', () => {
  for (const [name, { build, inputs = anything }] of Object.entries(cases))
    it(`gives the same outcome: ${name}`, () => expectSame(build, inputs));

  const shape = (z: Z) => ({
    name: z.string({ error: 'Name?' }),
    age: z.optional(z.number()),
    nick: z.nullable(z.string()),
    tags: z.optional(z.array(z.string())),
    note: z.pipe(
      z.nullish(z.string()),
      z.transform((value: string | null | undefined) => value ?? ''),
    ),
    anything: z.custom<unknown>(() => true),
    decided: z.transform((value: unknown) => value === true),
    nested: z.optional(
      z.object({
        inner: z.string().check(z.refine((value) => value !== 'no', 'Not no')),
        deeper: z.optional(z.object({ list: z.array(z.number()) })),
      }),
    ),
  });
  const objects = [
    ...anything,
    { name: 'A', nick: null, anything: 1 },
    { name: 'A', nick: 'B', anything: undefined, extra: 'dropped' },
    { name: 'A', nick: 'B', age: undefined, tags: undefined, note: undefined, anything: 0, decided: true },
    { name: 'A', nick: 'B', age: 'x', tags: ['a', 1], note: null, anything: 0 },
    { name: 1, nick: undefined },
    { nested: { inner: 'no', deeper: { list: [1, 'two'] } } },
    { name: 'A', nick: 'B', anything: 2, nested: { inner: 'yes', deeper: {} } },
    { name: 'A', nick: 'B', anything: 2, nested: 'flat' },
    Object.assign(Object.create({ name: 'inherited' }), { nick: null, anything: 1 }),
  ];

  it('gives the same outcome for objects: unknown keys dropped, optional keys absent, paths', () =>
    expectSame((z) => z.object(shape(z)), objects));

  it('gives the same outcome for an object with checks of its own (path given, checks after field issues)', () =>
    expectSame(
      (z) =>
        z
          .object({
            Password: z.string().check(z.refine((value) => value.length >= 3, 'Longer')),
            ConfirmPassword: z.string({ error: 'Confirm it' }),
          })
          .check(
            z.refine((value) => value.ConfirmPassword === value.Password, {
              message: 'They differ',
              path: ['ConfirmPassword'],
            }),
            z.refine((value) => value.Password !== 'bad', 'Not that one'),
          ),
      [
        ...anything,
        { Password: 'abc', ConfirmPassword: 'abc' },
        { Password: 'ab', ConfirmPassword: 'abc' },
        { Password: 'abc', ConfirmPassword: 'abd' },
        { Password: 'bad', ConfirmPassword: 'bad' },
        { Password: 'abc' },
        { Password: 1, ConfirmPassword: 'x' },
      ],
    ));

  it('gives the same outcome for .shape reused and checked further, as contact-values does', () =>
    expectSame(
      (z) => {
        const base = z.object({
          ContactNo: z
            .string({ error: 'Number?' })
            .check(z.refine((value) => value.trim() !== '', 'Number?')),
          EmailAddress: z.string(),
          Message: z.optional(z.string()),
        });
        const rules = z.object({
          ...base.shape,
          ContactNo: base.shape.ContactNo.check(z.refine((value) => /^\d+$/.test(value), 'Digits only')),
        });
        return z.pipe(
          z.transform((values: Record<string, string>) =>
            Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])),
          ),
          rules,
        );
      },
      [
        { ContactNo: ' 012 ', EmailAddress: '' },
        { ContactNo: ' ', EmailAddress: '' },
        { ContactNo: 'abc', EmailAddress: 'x', Message: ' hi ' },
        {},
      ],
    ));

  it('gives the same outcome for superRefine, one issue or none, and with a path', () =>
    expectSame(
      (z) =>
        z.object({
          amount: z.string().check(
            z.superRefine((text, context) => {
              if (text.trim() === '')
                context.addIssue({ code: 'custom', message: 'Enter an amount', input: text });
              else if (Number.isNaN(Number(text)))
                context.addIssue({ code: 'custom', message: 'Not a number', input: text, path: ['typed'] });
            }),
            z.refine((text) => text !== '13', 'Unlucky'),
          ),
        }),
      [...anything, { amount: '' }, { amount: 'x' }, { amount: '12' }, { amount: '13' }, { amount: 13 }],
    ));

  it('gives the same outcome for a checked empty object, as an unavailable product is', () =>
    expectSame((z) => z.object({}).check(z.refine(() => false, 'Not for sale')), anything));

  it('throws from parse an Error with the issues', () => {
    const error = (() => {
      try {
        compact.object({ a: compact.string() }).parse({ a: 1 });
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      issues: [{ code: 'invalid_type', path: ['a'], message: 'Invalid input' }],
    });
  });
});

/**
 * Schemas no element runs: the API contract and its OpenAPI document, and the request bodies, which the
 * sandbox validates with and the widgets import as types only (tested below). They may use zod builders
 * compact-zod leaves out.
 */
const NODE_ONLY = [
  'src/api/contract.ts',
  'src/api/openapi.ts',
  'src/api/purchase-requests.ts',
  'src/api/request-bodies.ts',
];

const sourcesOf = (repository: string) =>
  ['src', 'widgets'].flatMap((folder) =>
    readdirSync(join(repository, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => `${folder}/${file}`),
  );

describe('compact-zod', () => {
  it('has every zod/mini builder the element bundle calls', () => {
    const repository = resolve(import.meta.dirname, '..', '..');
    const called = new Set<string>();
    for (const file of sourcesOf(repository)) {
      if (NODE_ONLY.includes(file)) continue;
      const source = readFileSync(join(repository, file), 'utf8');
      if (!source.includes("from 'zod/mini'")) continue;
      // Calls such as `z.string(` or `z.custom<T>(`, outside comments.
      const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      for (const [, name] of code.matchAll(/\bz\.(\w+)(?:<[^()\n;]*>)?\(/g)) if (name) called.add(name);
    }
    expect(called.size).toBeGreaterThan(10);
    expect([...called].filter((name) => typeof Reflect.get(compactZod, name) !== 'function')).toEqual([]);
  });

  it('leaves the node-only schemas out of every element: only their types are imported, or node-only modules import them', () => {
    const repository = resolve(import.meta.dirname, '..', '..');
    const names = NODE_ONLY.map((file) => file.replace(/^.*\//, '').replace(/\.ts$/, ''));
    const runtimeImports = sourcesOf(repository)
      .filter((file) => !NODE_ONLY.includes(file))
      .flatMap((file) =>
        [
          ...readFileSync(join(repository, file), 'utf8').matchAll(
            /^import (?!type )[^;]*? from '([^']+)';/gms,
          ),
        ]
          .map(([, from]) => from ?? '')
          .filter((from) => names.some((name) => from.endsWith(`/${name}`)))
          .map((from) => `${file} imports ${from}`),
      );
    expect(runtimeImports).toEqual([]);
  });
});

/** Inputs for the product's own schemas, built by their own modules with each implementation. */
async function productModules<M>(load: () => Promise<M>): Promise<{ real: M; ours: M }> {
  vi.resetModules();
  const real = await load();
  vi.resetModules();
  vi.doMock('zod/mini', () => compactZod);
  const ours = await load();
  vi.doUnmock('zod/mini');
  vi.resetModules();
  return { real, ours };
}

function expectSameSchemas(real: zod.ZodMiniType, ours: zod.ZodMiniType, inputs: readonly unknown[]) {
  // The module was loaded again on compact-zod, not served from the cache.
  expect(['_zod' in real, '_zod' in ours]).toEqual([true, false]);
  expectSame((z) => (z === zod ? real : ours), inputs);
}

describe('compact-zod against zod/mini on the product schemas', () => {
  it('config', async () => {
    const { real, ours } = await productModules(() => import('../config/config'));
    const valid = real.defaultConfig('https://portal.example.com');
    expectSameSchemas(real.configSchema, ours.configSchema, [
      valid,
      { ...valid, mainApiBase: 'https://api.example.com///' },
      { ...valid, mainApiBase: 'ftp://x', authClientId: '', fax: 'no', extra: 1 },
      { ...valid, platformVersion: undefined },
      {},
      null,
    ]);
  });

  it('claims', async () => {
    const claims = await productModules(() => import('../session/claims'));
    const role = { ID: '3', Name: 'Investor', RoleType: 'x', Hash: 'h' };
    expectSameSchemas(claims.real.claimsSchema, claims.ours.claimsSchema, [
      { PartyId: 12, Username: 'u', exp: 1 },
      {
        PartyId: '12',
        Username: 'u',
        exp: 1,
        ClientName: null,
        LoginCount: '4',
        PartyRoles: JSON.stringify([role]),
      },
      { PartyId: '12', Username: 'u', exp: 1, role: ['a', 'b'], PartyRoles: [role, { ...role, ID: -1 }] },
      { PartyId: -1, Username: '', exp: '1', role: 3, PartyRoles: 'not json' },
      {},
    ]);
  });

  it('the attribute rules', async () => {
    const { real, ours } = await productModules(() => import('./attribute-schemas'));
    const build = (rules: typeof real): zod.ZodMiniType[] => [
      rules.headingLevelAttribute(2, 4),
      rules.positiveWholeNumberAttribute('report-id'),
      rules.sitePathAttribute('redirect'),
      rules.oneOfAttribute(['a', 'b', 'c']),
    ];
    const values = [undefined, '', ' 3 ', '2', '5', '0', '12', 'a', 'b', '/path', '//evil.com', 'https://x'];
    const ourRules = build(ours);
    for (const [index, schema] of build(real).entries())
      expectSameSchemas(schema, ourRules[index] ?? schema, values);
  });

  it('the form and wizard schemas of the widgets', async () => {
    const signUp = await productModules(() => import('../../widgets/sign-up/sign-up-schemas'));
    expectSameSchemas(signUp.real.signUpStep1Schema(), signUp.ours.signUpStep1Schema(), [
      {},
      { FirstName: ' ', LastName: 'B', EmailAddress: 'x' },
      { FirstName: 'A\u0007', LastName: 'B'.repeat(200), EmailAddress: 'a@b.co' },
      { FirstName: 'Ann', LastName: 'Bee', EmailAddress: 'ann@example.com' },
    ]);
    expectSameSchemas(signUp.real.signUpStep3Schema(), signUp.ours.signUpStep3Schema(), [
      {},
      { Password: 'short', ConfirmPassword: 'short' },
      { Password: 'Longer-Passw0rd!', ConfirmPassword: 'other' },
      { Password: 'Longer-Passw0rd!', ConfirmPassword: 'Longer-Passw0rd!' },
    ]);
    const contact = await productModules(() => import('../../widgets/contact-form/contact-values'));
    expectSameSchemas(contact.real.contactSchema(), contact.ours.contactSchema(), [
      contact.real.emptyContactValues(),
      { ...contact.real.emptyContactValues(), ContactNo: ' 082 555 1234 ', EmailAddress: 'bad' },
      { ...contact.real.emptyContactValues(), ContactNo: '082 555 1234', EmailAddress: ' a@b.co ' },
      { ...contact.real.emptyContactValues(), ContactNo: 'call me' },
    ]);
    const amounts = await productModules(() => import('../../widgets/buy/amount-rules'));
    const amountField = (rules: typeof amounts.real) =>
      rules.amountField({ minimum: 500, maximum: 10_000 }, (minimum) => `At least R${minimum}`);
    expectSameSchemas(amountField(amounts.real), amountField(amounts.ours), [
      '',
      'abc',
      '100',
      '500',
      'R 1 000,50',
      '20000',
      3,
    ]);
  });
});
