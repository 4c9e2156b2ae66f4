import type * as z from 'zod/mini';
import type { ValidationEntry } from '../api/parties';
import type { ServerActions } from '../api/server-state';
import type { WizardDefinition, WizardStep } from './definition';

/** Where a wizard run stands: the step shown (an index into the definition's steps) and whether it ended. */
export interface WizardPosition {
  step: number;
  done: boolean;
}

export type FieldErrors = Partial<Record<string, string>>;

export const START: WizardPosition = { step: 0, done: false };

/** The indexes of the steps this draft goes through, in order. */
export function activeSteps<D>(definition: WizardDefinition<D>, draft: D): number[] {
  return definition.steps.flatMap((step, index) => (step.skip?.(draft) ? [] : [index]));
}

/** The schema that checks this step for this draft. */
export const stepSchema = <D>(step: WizardStep<D>, draft: D): z.ZodMiniType<unknown> =>
  typeof step.schema === 'function' ? step.schema(draft) : step.schema;

/** The first message per field of the step's schema for this draft; empty when the step is valid. @internal */
export function stepErrors<D>(step: WizardStep<D>, draft: D): FieldErrors {
  const result = stepSchema(step, draft).safeParse(draft);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '_step';
    errors[field] ??= issue.message;
  }
  return errors;
}

const isStepValid = <D>(step: WizardStep<D>, draft: D): boolean =>
  Object.keys(stepErrors(step, draft)).length === 0;

/** The step shown, snapped to an active one (an answer may have made the current step skipped). */
export function currentStep<D>(definition: WizardDefinition<D>, position: WizardPosition, draft: D): number {
  const active = activeSteps(definition, draft);
  return active.find((index) => index >= position.step) ?? active[active.length - 1] ?? 0;
}

/**
 * Next: the following active step, or the end after the last; never past an invalid step, which
 * stays where it is with its errors.
 * @internal
 */
export function next<D>(
  definition: WizardDefinition<D>,
  position: WizardPosition,
  draft: D,
): { position: WizardPosition; errors: FieldErrors } {
  const at = currentStep(definition, position, draft);
  const step = definition.steps[at];
  const errors = step ? stepErrors(step, draft) : {};
  if (Object.keys(errors).length > 0) return { position: { step: at, done: false }, errors };
  return { position: following(definition, at, draft), errors: {} };
}

/** The active step after `at`, or the end after the last. */
function following<D>(definition: WizardDefinition<D>, at: number, draft: D): WizardPosition {
  const after = activeSteps(definition, draft).find((index) => index > at);
  return after === undefined ? { step: at, done: true } : { step: after, done: false };
}

/** Back: the previous active step; the first step stays. */
export function back<D>(definition: WizardDefinition<D>, position: WizardPosition, draft: D): WizardPosition {
  const at = currentStep(definition, position, draft);
  const previous = activeSteps(definition, draft)
    .filter((index) => index < at)
    .pop();
  return { step: previous ?? at, done: false };
}

/**
 * Go to a step (a Stepper link, a Change link on a summary, a restored hash): allowed to any active
 * step whose earlier steps are all valid, so no step is reached with a gap behind it; otherwise the
 * first invalid step before it.
 */
export function goTo<D>(
  definition: WizardDefinition<D>,
  position: WizardPosition,
  draft: D,
  target: number,
): WizardPosition {
  if (position.done) return position;
  for (const index of activeSteps(definition, draft)) {
    const step = definition.steps[index];
    if (index >= target || !step || !isStepValid(step, draft)) return { step: index, done: false };
  }
  return { step: currentStep(definition, position, draft), done: false };
}

/** What pressing Next (or Confirm) on a step that posts came to. */
export interface SubmitResult<D = unknown> {
  position: WizardPosition;
  errors: FieldErrors;
  alerts: readonly ValidationEntry[];
  /** Answers the post gave to keep in the draft. */
  patch?: Partial<D>;
}

/**
 * Next on a step with a `submit`: validates first (an invalid step never posts), then posts, and moves
 * on only when the server had no objection; its objections land on the step. `validated`: the caller
 * has just checked the step against its schema (the form did, to show its errors), so it is not checked
 * a second time.
 */
export async function submit<D>(
  definition: WizardDefinition<D>,
  position: WizardPosition,
  draft: D,
  server: ServerActions,
  { validated = false }: { validated?: boolean } = {},
): Promise<SubmitResult<D>> {
  const at = currentStep(definition, position, draft);
  const step = definition.steps[at];
  const checked = validated
    ? { position: following(definition, at, draft), errors: {} }
    : next(definition, position, draft);
  if (!step?.submit || Object.keys(checked.errors).length > 0) return { ...checked, alerts: [] };
  const outcome = await step.submit(draft, server);
  if (outcome.ok)
    return outcome.patch ? { ...checked, alerts: [], patch: outcome.patch } : { ...checked, alerts: [] };
  return {
    position: { step: at, done: false },
    errors: outcome.fieldErrors ?? {},
    alerts: outcome.alerts ?? [],
    ...(outcome.patch ? { patch: outcome.patch } : {}),
  };
}
