import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { asFactory, importPath, injectedBindings } from './shared-chunk-factory';

const parse = (code: string) => parseAst(code);

/** The factory `asFactory` wrote, as a function (its one `export default` dropped). */
function factoryOf(code: string): (...injected: unknown[]) => Record<string, unknown> {
  return new Function(`return ${code.replace(/^export default /, '')}`)();
}

const bundled = `import { useState, useRef as ref } from "react";
import { makeStyles } from "src/ui/styles.tsx";
const sheet = makeStyles(() => ({ root: {} }));
let made = 0;
function Summary() {
  made += 1;
  return [useState(made), ref(sheet)];
}
const limit = 3;
export { Summary as FormSummary, limit };
`;

describe('asFactory', () => {
  it("takes the module's imports as the factory's parameters, in order, and returns its exports", () => {
    const { code, injected } = asFactory(bundled, parse);
    expect(injected).toEqual([
      ['react', 'useState'],
      ['react', 'useRef'],
      ['src/ui/styles.tsx', 'makeStyles'],
    ]);
    expect(code).not.toMatch(/\bimport\b|\bexport\s*\{/);
    const module = factoryOf(code)(
      (value: number) => `state ${value}`,
      (value: unknown) => value,
      (factory: () => unknown) => ({ factory }),
    );
    expect(Object.keys(module)).toEqual(['FormSummary', 'limit']);
    expect(module.limit).toBe(3);
    const [state, sheet] = (module.FormSummary as () => [string, { factory: () => unknown }])();
    expect(state).toBe('state 1');
    expect(sheet.factory()).toEqual({ root: {} });
  });

  it("runs the module's body once per call: each tag's copy keeps its own state", () => {
    const create = factoryOf(asFactory(bundled, parse).code);
    const injected = [(value: number) => value, (value: unknown) => value, () => ({})];
    const first = create(...injected).FormSummary as () => [number];
    const second = create(...injected).FormSummary as () => [number];
    first();
    first();
    expect(first()[0]).toBe(3);
    expect(second()[0]).toBe(1);
  });

  it('leaves a module with no imports a factory that takes nothing', () => {
    const { code, injected } = asFactory('const a = 1;\nexport { a };\n', parse);
    expect(injected).toEqual([]);
    expect(factoryOf(code)()).toEqual({ a: 1 });
  });

  it('fails on forms the bundler does not write for a shared module, rather than guess', () => {
    expect(() => asFactory('import React from "react";\nexport { React };\n', parse)).toThrow(/by name/);
    expect(() => asFactory('import * as React from "react";\nexport { React };\n', parse)).toThrow(/by name/);
    expect(() => asFactory('export default 1;\n', parse)).toThrow(/ExportDefaultDeclaration/);
    expect(() => asFactory('export const a = 1;\n', parse)).toThrow(/ExportNamedDeclaration/);
    expect(() => asFactory('export * from "./other";\n', parse)).toThrow(/ExportAllDeclaration/);
  });
});

describe('injectedBindings', () => {
  it('imports each binding from the tag’s module under its own name, and passes them in order', () => {
    const { imports, args } = injectedBindings(
      [
        ['react', 'useRef'],
        ['src/ui/styles.tsx', 'useClasses'],
      ],
      (index) => `fgShared1_${index}`,
      (module) => (module.startsWith('src/') ? `/repo/${module}` : module),
    );
    expect(imports).toBe(
      'import { useRef as fgShared1_0 } from "react";\n' +
        'import { useClasses as fgShared1_1 } from "/repo/src/ui/styles.tsx";\n',
    );
    expect(args).toBe('fgShared1_0, fgShared1_1');
  });
});

describe('importPath', () => {
  it('names a chunk from a tag’s entry and from another chunk, relative to the importing file', () => {
    expect(importPath('fg-contact-form.js', 'chunks/form-feedback-abc.js')).toBe(
      './chunks/form-feedback-abc.js',
    );
    expect(importPath('chunks/sign-up-xyz.js', 'chunks/form-feedback-abc.js')).toBe('./form-feedback-abc.js');
    expect(importPath('v1/fg-login.js', 'chunks/tab-sync-def.js')).toBe('../chunks/tab-sync-def.js');
  });
});
