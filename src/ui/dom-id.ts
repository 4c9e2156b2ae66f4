import { useId } from 'react';

/**
 * A stable unique id usable in `id`, `aria-*` and CSS selectors. React's ids contain characters such
 * as '«' or ':' that break `querySelector`, so they are reduced to letters, digits, '-' and '_'.
 */
export function useDomId(explicit?: string): string {
  const generated = useId();
  return explicit ?? `fg-${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
}
