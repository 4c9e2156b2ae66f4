import { statusColor } from '../status-colors';
import { color, font, overlay, radii, shadow, space, titleType, typeScale } from '../tokens';

/** Every custom property the design system reads, with its fallback value, read back out of each token's `var()` expression. */
export const customProperties: Readonly<Record<string, string>> = Object.fromEntries(
  [color, statusColor, overlay, font, typeScale, titleType, radii, shadow, space]
    .flatMap((group) => Object.values(group))
    .map((expression) => /^var\((--fg-[\w-]+), (.*)\)$/s.exec(expression))
    .flatMap((match) => (match ? [[match[1], match[2]] as const] : [])),
);
