import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ErrorSummary, type ErrorSummaryItem } from './error-summary';
import type { HeadingLevel } from './heading';

/**
 * What a form shows only once something is wrong: the summary after a failed try. Loaded by FormFrame
 * on the form's first focus or first failure, so a form's first paint carries none of it.
 */

/**
 * The form's control named `name`, if any, or the control that stands in for it (`data-field`): the
 * first field of a group shown in its place, such as the bank details to add where none can be confirmed.
 */
function fieldNamed(form: HTMLFormElement | null, name: string): HTMLElement | null {
  const key = CSS.escape(name);
  return form?.querySelector<HTMLElement>(`[name="${key}"], [data-field="${key}"]`) ?? null;
}

/** `items` in the order their fields come on the page; those without a field at the end. */
function inPageOrder<T extends { name: string }>(form: HTMLFormElement | null, items: readonly T[]): T[] {
  const placed = items.map((item) => ({ item, field: fieldNamed(form, item.name) }));
  return placed
    .sort((a, b) => {
      if (!a.field || !b.field) return a.field ? -1 : b.field ? 1 : 0;
      if (a.field === b.field) return 0;
      return a.field.compareDocumentPosition(b.field) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    })
    .map(({ item }) => item);
}

/** Renders again before paint when `key` changes: the page order is known once the fields are there. */
function useSortedAfterLayout(key: string) {
  const [, setRendered] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-sorts when the messages change.
  useLayoutEffect(() => setRendered((count) => count + 1), [key]);
}

/** Props of {@link FormSummary}. */
export interface FormSummaryProps {
  formRef: RefObject<HTMLFormElement | null>;
  fieldErrors: Partial<Record<string, string | undefined>>;
  /** Each failed try moves focus to the summary again. */
  attempt: number;
  headingLevel: HeadingLevel;
}

/** The fields' messages after a failed try, in page order, each linking to its field; focused on each try. */
export function FormSummary({ formRef, fieldErrors, attempt, headingLevel }: FormSummaryProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const items = Object.entries(fieldErrors).flatMap(([name, message]) =>
    message ? [{ name, message }] : [],
  );
  useSortedAfterLayout(JSON.stringify(items));
  // On the first failure the summary may arrive after the form's own focus moved: it takes focus then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves on each try, not on each edit.
  useEffect(() => headingRef.current?.focus(), [attempt]);
  const form = formRef.current;
  const summary: ErrorSummaryItem[] = inPageOrder(form, items).map(({ name, message }) => ({
    fieldId: fieldNamed(form, name)?.id ?? '',
    message,
  }));
  return <ErrorSummary ref={headingRef} errors={summary} headingLevel={headingLevel} />;
}
