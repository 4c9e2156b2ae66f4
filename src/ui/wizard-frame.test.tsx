import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { WizardFrame, type WizardFrameProps } from './wizard-frame';

const STEPS = ['Investment details', 'Source of funds', 'Summary'];

function renderFrame(props: Partial<WizardFrameProps> = {}) {
  const onSubmit = vi.fn();
  const view = render(
    <WizardFrame
      steps={STEPS}
      current={1}
      progressLabel="Progress"
      headingLevel={2}
      headingRef={createRef()}
      formRef={createRef()}
      onSubmit={onSubmit}
      nextLabel="Next"
      {...props}
    >
      <label>
        Amount
        <input id="amount" name="amount" />
      </label>
    </WizardFrame>,
  );
  return { ...view, onSubmit };
}

describe('WizardFrame', () => {
  it('heads the step "Step n of N: title", focusable for the step change, below the progress list', () => {
    renderFrame();
    const heading = screen.getByRole('heading', { level: 2, name: 'Step 2 of 3: Source of funds' });
    expect(heading.tabIndex).toBe(-1);
    screen.getByRole('list', { name: 'Progress' });
  });

  it('submits Next, and offers Previous before it', async () => {
    const user = userEvent.setup();
    const previous = vi.fn();
    const { onSubmit } = renderFrame({ previous: { label: 'Previous', onPress: previous } });
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(['Previous', 'Next']);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(previous).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '5000{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps Next enabled with answers missing: pressing it is how the step is checked', () => {
    renderFrame({ attempt: 0, fieldErrors: { amount: 'Please enter an amount' } });
    const next = screen.getByRole<HTMLButtonElement>('button', { name: 'Next' });
    expect(next.disabled).toBe(false);
    expect(next.hasAttribute('aria-describedby')).toBe(false);
  });

  it('disables Next only when the step cannot go on at all, with the reason beside it', () => {
    renderFrame({ unavailable: 'Not available online' });
    const next = screen.getByRole<HTMLButtonElement>('button', { name: 'Next' });
    expect(next.disabled).toBe(true);
    const reason = document.getElementById(next.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('Not available online');
  });

  it('shows the post’s failure, dismissible alerts and the error summary above the fields', async () => {
    const user = userEvent.setup();
    const onDismissAlert = vi.fn();
    renderFrame({
      error: 'Oops, something went wrong.',
      alerts: [{ message: 'The e-mail address is already registered' }],
      onDismissAlert,
      attempt: 1,
      fieldErrors: { amount: 'The minimum investment is R10 000.00' },
    });
    screen.getByText('Oops, something went wrong.');
    screen.getByText('The e-mail address is already registered');
    // The summary's code arrives with the first failure; it comes above the step's heading (DESIGN.md §3).
    await screen.findByRole('link', { name: 'The minimum investment is R10 000.00' });
    const summary = screen.getByRole('heading', { name: 'There is a problem' });
    const heading = screen.getByRole('heading', { name: 'Step 2 of 3: Source of funds' });
    expect(summary.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /dismiss/i }));
    expect(onDismissAlert).toHaveBeenCalledWith(0);
  });

  it('hides Next when there is nothing left to do, and shows the outcome instead of the form', () => {
    const { unmount } = renderFrame({ showNext: false });
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    unmount();
    renderFrame({ outcome: <p>Account has been created</p> });
    screen.getByText('Account has been created');
    expect(screen.queryByRole('textbox', { name: 'Amount' })).toBeNull();
    screen.getByRole('heading', { name: 'Step 2 of 3: Source of funds' });
  });
});
