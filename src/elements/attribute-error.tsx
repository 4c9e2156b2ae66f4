import type { $ZodError } from 'zod/v4/core';
import { Alert } from '../ui';

/** Shown in place of a widget whose attributes do not parse: the page author sees what to fix. */
export function AttributeError({ tag, error }: { tag: string; error: $ZodError }) {
  const problems = error.issues.map((issue) => {
    const attribute = issue.path
      .map(String)
      .join('.')
      .replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    return `${attribute || 'attributes'}: ${issue.message}`;
  });
  return (
    <Alert variant="danger" title={`<${tag}> cannot start`}>
      {`Check its attributes. ${problems.join('; ')}.`}
    </Alert>
  );
}
