import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { renderInProvider } from '../test/render-in-provider';
import { Checkbox, TextField } from '../ui';
import { WizardFrame } from '../ui/wizard-frame';
import type { StepOutcome, WizardDefinition } from '../wizard';
import type { DraftStore } from '../wizard/draft-store';
import { type ExampleDraft, exampleWizard } from '../wizard/test/example-wizard';
import { useWizard, type WizardOptions } from './use-wizard';

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

function ExampleWizard({
  definition = exampleWizard,
  options,
}: {
  definition?: WizardDefinition<ExampleDraft>;
  options?: WizardOptions<ExampleDraft>;
}) {
  const wizard = useWizard(definition, options);
  if (wizard.done) return <p>All done</p>;
  return (
    <WizardFrame
      steps={wizard.titles}
      current={wizard.position}
      progressLabel="Example progress"
      headingLevel={2}
      headingRef={wizard.headingRef}
      formRef={wizard.form.formRef}
      onSubmit={() => void wizard.next()}
      nextLabel="Next"
      busy={wizard.pending}
      previous={wizard.position > 0 ? { label: 'Previous', onPress: wizard.back } : undefined}
      error={wizard.error?.message}
      alerts={wizard.alerts.map((entry) => ({ message: entry.ErrorMessage }))}
      onDismissAlert={wizard.dismissAlert}
      attempt={wizard.attempts}
      fieldErrors={wizard.errors}
    >
      {wizard.step.id === 'name' && (
        <>
          <TextField id="name" label="Name" {...wizard.control('name')} />
          <Checkbox
            id="adult"
            label="I am an adult"
            checked={wizard.draft.adult}
            onChange={(event) => wizard.patch({ adult: event.target.checked })}
          />
        </>
      )}
      {wizard.step.id === 'password' && (
        <TextField id="password" label="Password" type="password" {...wizard.control('password')} />
      )}
      {wizard.step.id === 'drink' && <TextField id="drink" label="Drink" {...wizard.control('drink')} />}
      {wizard.loadFailure !== undefined && <p>The next step could not be loaded</p>}
    </WizardFrame>
  );
}

const next = () => screen.getByRole('button', { name: 'Next' });
const inHash: WizardOptions<ExampleDraft> = { routing: 'hash' };
const stored = () => JSON.parse(sessionStorage.getItem('fg.draft.example') ?? 'null');

/** The example wizard with a post on its first step. */
const posting = (submit: () => Promise<StepOutcome>): WizardDefinition<ExampleDraft> => ({
  ...exampleWizard,
  steps: exampleWizard.steps.map((step, index) => (index === 0 ? { ...step, submit } : step)),
});

describe('useWizard', () => {
  it('titles the step "Step n of N", counts only the steps this draft goes through, and follows the hash', async () => {
    renderInProvider(<ExampleWizard options={inHash} />);
    screen.getByRole('heading', { level: 2, name: 'Step 1 of 2: Your name' });
    screen.getByRole('list', { name: 'Example progress' });
    expect(window.location.hash).toBe('#step1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I am an adult' }));
    await screen.findByRole('heading', { name: 'Step 1 of 3: Your name' });
  });

  it('shows the step’s errors on Next, beside the field and in the summary it focuses, never moving on', async () => {
    renderInProvider(<ExampleWizard />);
    // Never disabled for answers still to give (DESIGN.md §6 A): pressing it is the check.
    expect((next() as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(next());
    await waitFor(() => expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true'));
    const link = await screen.findByRole('link', { name: 'Please enter your name' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'There is a problem' })),
    );
    screen.getByRole('heading', { name: 'Step 1 of 2: Your name' });
    await userEvent.click(link);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Name/));
  });

  it('moves on, focuses the new step’s heading, and keeps the run (never the password) for a reload', async () => {
    const first = renderInProvider(<ExampleWizard options={inHash} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), 'Thandi');
    await user.click(next());
    const heading = await screen.findByRole('heading', { name: 'Step 2 of 2: Password' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await expect.poll(() => window.location.hash).toBe('#step2');
    await user.type(screen.getByLabelText(/^Password/), 'Sandbox#2026');
    expect(stored()).toEqual({ version: 1, step: 1, draft: { name: 'Thandi', adult: false, drink: '' } });

    first.unmount();
    renderInProvider(<ExampleWizard options={inHash} />);
    screen.getByRole('heading', { name: 'Step 2 of 2: Password' });
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(((await screen.findByLabelText(/^Name/)) as HTMLInputElement).value).toBe('Thandi');
  });

  it('takes a step from the hash on arrival only as far as the answers allow', () => {
    window.history.replaceState(null, '', '/wizard#step2');
    renderInProvider(<ExampleWizard options={inHash} />);
    screen.getByRole('heading', { name: 'Step 1 of 2: Your name' });
    expect(window.location.hash).toBe('#step1');
  });

  it('puts the hash back to the step shown when the browser’s Forward asks for one the answers no longer reach', async () => {
    const user = userEvent.setup();
    renderInProvider(<ExampleWizard options={inHash} />);
    await user.type(screen.getByLabelText(/^Name/), 'Thandi');
    await user.click(next());
    await screen.findByRole('heading', { name: 'Step 2 of 2: Password' });
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByRole('heading', { name: 'Step 1 of 2: Your name' });
    await expect.poll(() => window.location.hash).toBe('#step1');
    await user.clear(screen.getByLabelText(/^Name/));

    // What the browser's Forward does: the URL first, then popstate.
    window.history.replaceState(null, '', '/#step2');
    fireEvent(window, new PopStateEvent('popstate'));
    screen.getByRole('heading', { name: 'Step 1 of 2: Your name' });
    expect(window.location.hash).toBe('#step1');

    // The next step reached is still pushed, not written over the corrected entry.
    const entries = window.history.length;
    await user.type(screen.getByLabelText(/^Name/), 'Thandi');
    await user.click(next());
    await screen.findByRole('heading', { name: 'Step 2 of 2: Password' });
    await expect.poll(() => window.location.hash).toBe('#step2');
    expect(window.history.length).toBe(entries + 1);
  });

  it('by default keeps the step in memory: the URL stays the host’s, and a reload still comes back to the step', async () => {
    window.history.replaceState(null, '', '/#/accounts/overview');
    const entries = window.history.length;
    const first = renderInProvider(<ExampleWizard />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), 'Thandi');
    await user.click(next());
    await screen.findByRole('heading', { name: 'Step 2 of 2: Password' });
    first.unmount();
    renderInProvider(<ExampleWizard />);
    screen.getByRole('heading', { name: 'Step 2 of 2: Password' });
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByRole('heading', { name: 'Step 1 of 2: Your name' });
    expect(window.location.hash).toBe('#/accounts/overview');
    expect(window.history.length).toBe(entries);
  });

  it('ignores a hash of steps and the browser’s Back by default', async () => {
    window.history.replaceState(null, '', '/page#step2');
    sessionStorage.setItem(
      'fg.draft.example',
      JSON.stringify({ version: 1, step: 0, draft: { name: 'Thandi', adult: false, drink: '' } }),
    );
    renderInProvider(<ExampleWizard />);
    screen.getByRole('heading', { name: 'Step 1 of 2: Your name' });
    fireEvent(window, new PopStateEvent('popstate'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    screen.getByRole('heading', { name: 'Step 1 of 2: Your name' });
    expect(window.location.hash).toBe('#step2');
  });

  it('shows a post’s objections on the step: alerts above it, field errors beside the field until it changes', async () => {
    const submit = vi.fn(
      async (): Promise<StepOutcome> => ({
        ok: false,
        fieldErrors: { name: 'That name is taken' },
        alerts: [{ ErrorCode: null, ErrorMessage: 'We could not check your name.' }],
      }),
    );
    renderInProvider(<ExampleWizard definition={posting(submit)} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), 'Thandi');
    await user.click(next());
    // Beside the field, and in the summary (a link to it).
    await screen.findByRole('link', { name: 'That name is taken' });
    expect(screen.getAllByText('That name is taken')).toHaveLength(2);
    screen.getByText('We could not check your name.');
    screen.getByRole('heading', { name: 'Step 1 of 2: Your name' });
    await user.type(screen.getByLabelText(/^Name/), 'e');
    expect(screen.queryByText('That name is taken')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('We could not check your name.')).toBeNull();
  });

  it('posts once however often Next is pressed while the post is under way', async () => {
    let answer: (outcome: StepOutcome) => void = () => {};
    const submit = vi.fn(() => new Promise<StepOutcome>((resolve) => (answer = resolve)));
    renderInProvider(<ExampleWizard definition={posting(submit)} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), 'Thandi');
    fireEvent.submit(next());
    fireEvent.submit(next());
    await user.click(next());
    expect(submit).toHaveBeenCalledTimes(1);
    answer({ ok: true });
    await screen.findByRole('heading', { name: 'Step 2 of 2: Password' });
  });

  it('shows a failed post’s message and stays', async () => {
    const submit = vi.fn(async (): Promise<StepOutcome> => {
      throw new ApiError({ message: 'Our systems are busy.', status: 503 });
    });
    renderInProvider(<ExampleWizard definition={posting(submit)} />);
    await userEvent.type(screen.getByLabelText(/^Name/), 'Thandi');
    await userEvent.click(next());
    await screen.findByText('Our systems are busy.');
    screen.getByRole('heading', { name: 'Step 1 of 2: Your name' });
  });

  it('finishes only when `complete` agrees, and then keeps nothing', async () => {
    const complete = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    renderInProvider(<ExampleWizard options={{ complete }} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), 'Thandi');
    await user.click(next());
    await user.type(await screen.findByLabelText(/^Password/), 'Sandbox#2026');
    await user.click(next());
    await waitFor(() => expect(complete).toHaveBeenCalledTimes(1));
    // Next stops being busy once `complete` has answered; only then has the run decided to stay.
    await waitFor(() => expect(next().getAttribute('aria-busy')).toBeNull());
    screen.getByRole('heading', { name: 'Step 2 of 2: Password' });
    expect(complete).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Thandi', password: 'Sandbox#2026' }),
    );
    await user.click(next());
    await screen.findByText('All done');
    expect(stored()).toBeNull();
  });

  it('stays busy while a post’s outcome is handled; handled as finishing, the run ends there and keeps nothing', async () => {
    let handled: (finished: boolean) => void = () => {};
    const onPosted = vi.fn(() => new Promise<boolean>((resolve) => (handled = resolve)));
    const submit = vi.fn(
      async (): Promise<StepOutcome<ExampleDraft>> => ({ ok: true, patch: { drink: 'tea' } }),
    );
    renderInProvider(<ExampleWizard definition={posting(submit)} options={{ onPosted }} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), 'Thandi');
    await user.click(next());
    await waitFor(() => expect(onPosted).toHaveBeenCalledTimes(1));
    expect(onPosted).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Thandi', drink: 'tea' }),
      expect.objectContaining({ id: 'name' }),
    );
    // Until the outcome is handled, Next is busy: pressing it again posts nothing.
    expect(next().getAttribute('aria-busy')).toBe('true');
    fireEvent.submit(next());
    expect(submit).toHaveBeenCalledTimes(1);
    handled(true);
    await screen.findByText('All done');
    expect(stored()).toBeNull();
  });

  it('moves on once a post’s outcome is handled as not finishing', async () => {
    const onPosted = vi.fn(async () => false);
    renderInProvider(
      <ExampleWizard definition={posting(async () => ({ ok: true }))} options={{ onPosted }} />,
    );
    await userEvent.type(screen.getByLabelText(/^Name/), 'Thandi');
    await userEvent.click(next());
    await screen.findByRole('heading', { name: 'Step 2 of 2: Password' });
    expect(onPosted).toHaveBeenCalledTimes(1);
  });

  it('tells of a post refused with objections to its fields, each time, and not of a post that went through', async () => {
    const onRefused = vi.fn();
    const submit = vi
      .fn<() => Promise<StepOutcome>>()
      .mockResolvedValueOnce({ ok: false, fieldErrors: { name: 'That name is taken' } })
      .mockResolvedValueOnce({ ok: false, fieldErrors: { name: 'That name is taken too' } })
      .mockResolvedValueOnce({ ok: true });
    renderInProvider(<ExampleWizard definition={posting(submit)} options={{ onRefused }} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), 'Thandi');
    await user.click(next());
    await waitFor(() => expect(onRefused).toHaveBeenCalledWith({ name: 'That name is taken' }));
    await user.click(next());
    await waitFor(() => expect(onRefused).toHaveBeenLastCalledWith({ name: 'That name is taken too' }));
    await user.click(next());
    await screen.findByRole('heading', { name: 'Step 2 of 2: Password' });
    expect(onRefused).toHaveBeenCalledTimes(2);
  });

  it('tells of each step the run arrives at, with the run to patch, and by the latest options', async () => {
    const first = vi.fn();
    const latest = vi.fn((index: number, store: DraftStore<ExampleDraft>) => {
      if (index === 1) store.patch({ drink: 'water' });
    });
    const view = renderInProvider(<ExampleWizard options={{ onArrive: first }} />);
    expect(first).toHaveBeenCalledWith(0, expect.anything());
    view.rerender(<ExampleWizard options={{ onArrive: latest }} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), 'Thandi');
    await user.click(next());
    await screen.findByRole('heading', { name: 'Step 2 of 2: Password' });
    await waitFor(() => expect(latest).toHaveBeenCalledWith(1, expect.anything()));
    expect(first).toHaveBeenCalledTimes(1);
    expect(stored()).toMatchObject({ step: 1, draft: { drink: 'water' } });
  });

  it('starts a fresh run with the seed, but a restored run keeps its own answers', async () => {
    const first = renderInProvider(<ExampleWizard options={{ seed: { name: 'Sipho' } }} />);
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Sipho');
    await userEvent.type(screen.getByLabelText(/^Name/), 'nele');
    first.unmount();
    renderInProvider(<ExampleWizard options={{ seed: { name: 'Sipho' } }} />);
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Siphonele');
  });

  it('waits, busy, for what the next step needs (its code) and shows that step only once it is there', async () => {
    let arrive: () => void = () => undefined;
    const loadStep = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          arrive = resolve;
        }),
    );
    renderInProvider(<ExampleWizard options={{ loadStep }} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), 'Thandi');
    await user.click(next());
    await waitFor(() => expect(next().getAttribute('aria-busy')).toBe('true'));
    expect(loadStep).toHaveBeenCalledWith(1);
    screen.getByRole('heading', { name: 'Step 1 of 2: Your name' });
    arrive();
    await screen.findByRole('heading', { name: 'Step 2 of 2: Password' });
    expect(next().getAttribute('aria-busy')).toBeNull();
  });

  it('stays on the step with its answers when the next step cannot be loaded, and Next tries again', async () => {
    const loadStep = vi
      .fn<(index: number) => Promise<void>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(undefined);
    const onFailed = vi.fn();
    renderInProvider(<ExampleWizard options={{ loadStep, onFailed }} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), 'Thandi');
    await user.click(next());
    await screen.findByText('The next step could not be loaded');
    screen.getByRole('heading', { name: 'Step 1 of 2: Your name' });
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Thandi');
    // Not a failed post: nothing is told to the host, and the frame shows no post's error.
    expect(onFailed).not.toHaveBeenCalled();
    expect(stored()).toMatchObject({ step: 0, draft: { name: 'Thandi' } });

    await user.click(next());
    await screen.findByRole('heading', { name: 'Step 2 of 2: Password' });
    expect(screen.queryByText('The next step could not be loaded')).toBeNull();
    expect(loadStep).toHaveBeenCalledTimes(2);
  });
});
