import { posix } from 'node:path';
import type { ESTree } from 'vite';

/** One binding a shared chunk takes from the tag that imports it: its module and its exported name. */
export type InjectedBinding = [module: string, name: string];

export interface SharedFactory {
  /** `export default function (a, b, …) { …the module…; return { …its exports… } }` */
  code: string;
  /** The factory's parameters, in order: the bindings the module imported from the tag's modules. */
  injected: InjectedBinding[];
}

type Parse = (code: string) => ESTree.Program;

function nameOf(node: ESTree.ModuleExportName): string {
  return node.type === 'Literal' ? node.value : node.name;
}

/**
 * A bundled ES module whose only imports are the tag's own modules (preact, the style context: what must
 * be the tag's copy), rewritten as a factory the tag calls with those bindings. The module's body then
 * runs once per tag, on that tag's preact and styles, while its file is one URL for every tag. Only the
 * forms the bundler writes are accepted (named imports, one `export { … }`); anything else fails the build.
 */
export function asFactory(code: string, parse: Parse): SharedFactory {
  const program = parse(code);
  const injected: InjectedBinding[] = [];
  const parameters: string[] = [];
  const exported: string[] = [];
  const cuts: [start: number, end: number][] = [];
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration') {
      for (const specifier of node.specifiers) {
        if (specifier.type !== 'ImportSpecifier')
          throw new Error(`A shared chunk imports ${node.source.value} by name only`);
        injected.push([node.source.value, nameOf(specifier.imported)]);
        parameters.push(specifier.local.name);
      }
      cuts.push([node.start, node.end]);
    } else if (node.type === 'ExportNamedDeclaration' && !node.declaration && !node.source) {
      for (const specifier of node.specifiers)
        exported.push(`${JSON.stringify(nameOf(specifier.exported))}: ${nameOf(specifier.local)}`);
      cuts.push([node.start, node.end]);
    } else if (node.type.startsWith('Export')) {
      throw new Error(`A shared chunk exports with one export { … } list, not ${node.type}`);
    }
  }
  let body = '';
  let from = 0;
  for (const [start, end] of cuts) {
    body += code.slice(from, start);
    from = end;
  }
  body += code.slice(from);
  return {
    code: `export default function (${parameters.join(', ')}) {\n${body.trim()}\nreturn { ${exported.join(', ')} };\n}\n`,
    injected,
  };
}

/**
 * The tag's side of a factory's call: the imports of the bindings it takes (named `binding(index)`, from
 * `resolveModule(module)`, which the tag's build resolves to the tag's own copy) and the arguments that
 * pass them, in order.
 */
export function injectedBindings(
  injected: readonly InjectedBinding[],
  binding: (index: number) => string,
  resolveModule: (module: string) => string,
): { imports: string; args: string } {
  return {
    imports: injected
      .map(
        ([module, name], index) =>
          `import { ${name} as ${binding(index)} } from ${JSON.stringify(resolveModule(module))};\n`,
      )
      .join(''),
    args: injected.map((_, index) => binding(index)).join(', '),
  };
}

/** How a file built at `fromFile` names `toFile` in an import (both relative to the output folder). */
export function importPath(fromFile: string, toFile: string): string {
  const path = posix.relative(posix.dirname(fromFile), toFile);
  return path.startsWith('../') ? path : `./${path}`;
}
