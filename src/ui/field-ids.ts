import type { ReactNode } from 'react';
import { useDomId } from './dom-id';

/** The ids that tie a control to its hint and error, and the resulting aria-describedby. */
export interface FieldIds {
  id: string;
  hintId: string | undefined;
  errorId: string | undefined;
  describedBy: string | undefined;
}

const present = (node: ReactNode): boolean =>
  node !== undefined && node !== null && node !== false && node !== '';

/** Joins the ids that are set; undefined when none is. */
export const joinIds = (...ids: Array<string | undefined | null | false>): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined;

/** Ids for a field: `id` when given (so an ErrorSummary can link to it), else a generated one. */
export function useFieldIds(
  id: string | undefined,
  hint: ReactNode,
  error: ReactNode,
  extraDescribedBy?: string,
): FieldIds {
  const base = useDomId(id);
  const hintId = present(hint) ? `${base}-hint` : undefined;
  const errorId = present(error) ? `${base}-error` : undefined;
  return { id: base, hintId, errorId, describedBy: joinIds(extraDescribedBy, hintId, errorId) };
}

/** Whether an error message is set. */
export const hasError: (error: ReactNode) => boolean = present;
