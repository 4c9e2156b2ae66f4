import { describe, expect, it, vi } from 'vitest';
import type { ServerActions } from '../api/server-state';
import type { WizardDefinition } from './definition';
import { activeSteps, back, goTo, next, START, submit } from './machine';
import { type ExampleDraft, exampleWizard } from './test/example-wizard';

const draft = (values: Partial<ExampleDraft> = {}): ExampleDraft => ({
  ...exampleWizard.initialDraft(),
  ...values,
});
const complete = draft({ name: 'Thandi', password: 'Sandbox#2026', adult: true, drink: 'Rooibos' });
const server: ServerActions = { run: vi.fn(), fetch: vi.fn() };

describe('next', () => {
  it('never passes an invalid step, and says why per field', () => {
    expect(next(exampleWizard, START, draft())).toEqual({
      position: START,
      errors: { name: 'Please enter your name' },
    });
  });

  it('moves to the next active step, skipping the ones this draft leaves out, and ends after the last', () => {
    const minor = draft({ name: 'Lerato', password: 'Sandbox#2026' });
    expect(activeSteps(exampleWizard, minor)).toEqual([0, 1]);
    const second = next(exampleWizard, START, minor).position;
    expect(second).toEqual({ step: 1, done: false });
    expect(next(exampleWizard, second, minor).position).toEqual({ step: 1, done: true });
    expect(next(exampleWizard, { step: 1, done: false }, complete).position).toEqual({
      step: 2,
      done: false,
    });
  });
});

describe('back', () => {
  it('goes to the previous active step and stays on the first', () => {
    expect(back(exampleWizard, { step: 2, done: false }, complete)).toEqual({ step: 1, done: false });
    expect(back(exampleWizard, START, complete)).toEqual(START);
  });
});

describe('goTo', () => {
  it('reaches a step only over valid steps, else stops at the first invalid one', () => {
    expect(goTo(exampleWizard, START, complete, 2)).toEqual({ step: 2, done: false });
    expect(goTo(exampleWizard, START, draft({ name: 'Thandi', adult: true }), 2)).toEqual({
      step: 1,
      done: false,
    });
    expect(goTo(exampleWizard, { step: 2, done: false }, complete, 0)).toEqual(START);
  });
});

describe('submit', () => {
  const posting = (
    outcome: Awaited<ReturnType<NonNullable<WizardDefinition<ExampleDraft>['steps'][0]['submit']>>>,
  ) => {
    const post = vi.fn(async () => outcome);
    const [first, ...rest] = exampleWizard.steps;
    if (!first) throw new Error('no first step');
    return { post, wizard: { ...exampleWizard, steps: [{ ...first, submit: post }, ...rest] } };
  };

  it('does not post an invalid step', async () => {
    const { post, wizard } = posting({ ok: true });
    const result = await submit(wizard, START, draft(), server);
    expect(post).not.toHaveBeenCalled();
    expect(result.errors).toEqual({ name: 'Please enter your name' });
  });

  it('posts a valid step and moves on when the server has no objection', async () => {
    const { post, wizard } = posting({ ok: true });
    const result = await submit(wizard, START, complete, server);
    expect(post).toHaveBeenCalledWith(complete, server);
    expect(result).toEqual({ position: { step: 1, done: false }, errors: {}, alerts: [] });
  });

  it('checks the step once per Next: not again when the caller has just checked it', async () => {
    const { post, wizard } = posting({ ok: true });
    const [first, ...rest] = wizard.steps;
    if (!first) throw new Error('The example wizard has steps');
    const schema = vi.fn(() => (typeof first.schema === 'function' ? first.schema(complete) : first.schema));
    const counted = { ...wizard, steps: [{ ...first, schema }, ...rest] };
    await submit(counted, START, complete, server, { validated: true });
    expect(schema).not.toHaveBeenCalled();
    expect(post).toHaveBeenCalledTimes(1);
    await submit(counted, START, complete, server);
    expect(schema).toHaveBeenCalledTimes(1);
  });

  it('hands on the answers a post gives, to keep in the draft', async () => {
    const { wizard } = posting({ ok: true, patch: { name: 'Thandi' } });
    expect((await submit(wizard, START, complete, server)).patch).toEqual({ name: 'Thandi' });
  });

  it("stays on the step with the server's objections as field errors and alerts", async () => {
    const alerts = [{ ErrorCode: 'DUP', ErrorMessage: 'This email address is already in use' }];
    const { wizard } = posting({ ok: false, fieldErrors: { name: 'Too long' }, alerts });
    expect(await submit(wizard, START, complete, server)).toEqual({
      position: START,
      errors: { name: 'Too long' },
      alerts,
    });
  });
});
