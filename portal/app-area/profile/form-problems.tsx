import { type RefObject, useEffect, useRef } from 'react';
import { Alert, ErrorSummary } from '../../../src/ui';

/**
 * What went wrong with a save, at the top of the form: the fields' messages as a summary whose links
 * lead to them, and a failure of the form as a whole. Focus moves here after a failed save, so a
 * keyboard or screen-reader user hears what to fix; nothing typed is lost.
 */
export function FormProblems({
  attempt,
  fields,
  message,
  formRef,
}: {
  /** Counts the failed saves: focus moves here on each one. */
  attempt: number;
  fields: Partial<Record<string, string>>;
  message: string | undefined;
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const summary = useRef<HTMLHeadingElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt === 0) return;
    // After the form's own effect, which focuses the first invalid field: the summary comes first.
    queueMicrotask(() => (summary.current ?? alert.current)?.focus());
  }, [attempt]);
  const items = Object.entries(fields).flatMap(([name, text]) => {
    const field = text ? formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`) : null;
    return field?.id && text ? [{ fieldId: field.id, message: text }] : [];
  });
  return (
    <>
      {attempt > 0 && <ErrorSummary ref={summary} errors={items} />}
      {message && (
        <div ref={alert} tabIndex={-1}>
          <Alert variant="danger">{message}</Alert>
        </div>
      )}
    </>
  );
}
