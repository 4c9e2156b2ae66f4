import { kebabCase } from '../ui/kebab-case';
import type { AttributeIssue } from './attribute-parser';
import { ElementProblem } from './element-problem';

interface AttributeProblems {
  readonly issues: readonly AttributeIssue[];
}

/** Each problem with a widget's attributes: the attribute as written in HTML and the schema's message. */
export function attributeIssues(error: AttributeProblems): { attribute: string; message: string }[] {
  return error.issues.map((issue) => ({
    attribute: kebabCase(issue.path.map(String).join('.')),
    message: issue.message,
  }));
}

/** Shown in place of a widget whose attributes do not parse (attributeIssues): the page author sees what to fix. */
export function AttributeError({
  tag,
  issues,
}: {
  tag: string;
  issues: readonly { attribute: string; message: string }[];
}) {
  const problems = issues.map(({ attribute, message }) => `${attribute || 'attributes'}: ${message}`);
  return (
    <ElementProblem
      title={`<${tag}> cannot start`}
    >{`Check its attributes. ${problems.join('; ')}.`}</ElementProblem>
  );
}
