import { z } from 'zod';

/**
 * What an install put in node_modules, as npm records it in `node_modules/.package-lock.json`: each
 * installed package by its path (`node_modules/a`, `node_modules/a/node_modules/b`) with what it depends on.
 */
const installedPackageSchema = z.object({
  dependencies: z.optional(z.record(z.string(), z.string())),
  optionalDependencies: z.optional(z.record(z.string(), z.string())),
  peerDependencies: z.optional(z.record(z.string(), z.string())),
  peerDependenciesMeta: z.optional(z.record(z.string(), z.object({ optional: z.optional(z.boolean()) }))),
});
const hiddenLockSchema = z.object({ packages: z.record(z.string(), installedPackageSchema) });
type InstalledPackages = z.infer<typeof hiddenLockSchema>['packages'];

export const readInstalled = (text: string): InstalledPackages =>
  hiddenLockSchema.parse(JSON.parse(text)).packages;

/** The package name of an installed path: `node_modules/a/node_modules/@s/b` → `@s/b`. */
export const nameOf = (path: string) =>
  path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** Where Node finds `name` from the package at `from`: its own node_modules, then each parent's. */
function resolveFrom(packages: InstalledPackages, from: string, name: string): string | undefined {
  for (let dir = from; ; ) {
    const candidate = dir === '' ? `node_modules/${name}` : `${dir}/node_modules/${name}`;
    if (candidate in packages) return candidate;
    if (dir === '') return undefined;
    dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/node_modules/')));
  }
}

/**
 * The installed packages the package at `path` brings in: it, what it depends on (not its peers, which
 * are the host's), and what those depend on, their required peers included, all the way down.
 */
export function installedBecauseOf(packages: InstalledPackages, path: string): string[] {
  const found = new Set<string>([path]);
  const pending = [path];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    const entry = packages[current] ?? {};
    const peers =
      current === path
        ? []
        : Object.keys(entry.peerDependencies ?? {}).filter(
            (name) => !entry.peerDependenciesMeta?.[name]?.optional,
          );
    const names = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...peers,
    ];
    for (const name of names) {
      const resolved = resolveFrom(packages, current, name);
      if (resolved !== undefined && !found.has(resolved)) {
        found.add(resolved);
        pending.push(resolved);
      }
    }
  }
  return [...found].sort();
}
