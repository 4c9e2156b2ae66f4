import { useEffect, useRef } from 'react';
import { ErrorSummary } from '../../src/ui/error-summary';

/** Props of {@link ScoreSummary}. */
export interface ScoreSummaryProps {
  /** The scale's first radio, where the summary's link leads. */
  fieldId: string;
  message: string;
  /** Each Send pressed without a score moves focus to the summary again. */
  attempt: number;
}

/** The error summary of a Send pressed with no score (DESIGN.md §6 A), focused on each try. */
export function ScoreSummary({ fieldId, message, attempt }: ScoreSummaryProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves on each try.
  useEffect(() => headingRef.current?.focus(), [attempt]);
  return <ErrorSummary ref={headingRef} errors={[{ fieldId, message }]} />;
}
