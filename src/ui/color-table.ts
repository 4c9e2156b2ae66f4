import { kebabCase } from './kebab-case';

/** `var(--fg-color-*, fallback)` for each colour of `defaults`, e.g. `primaryBg` → `--fg-color-primary-bg`. */
export function colorTable<N extends string>(
  defaults: Readonly<Record<N, string>>,
): Readonly<Record<N, string>> {
  return Object.fromEntries(
    Object.entries(defaults).map(([name, fallback]) => [
      name,
      `var(--fg-color-${kebabCase(name)}, ${fallback})`,
    ]),
  ) as Record<N, string>;
}
