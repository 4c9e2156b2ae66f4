import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FailurePanel, type FailurePanelProps } from './failure-panel';

const props: FailurePanelProps = {
  title: "Your purchase didn't go through",
  money: 'No money has been taken.',
  cause: 'Something went wrong on our side.',
  nextSteps: ['Try again now.', 'If it fails again, call us.'],
  actions: <button type="button">Try again</button>,
  headingLevel: 3,
  occurrence: 1,
};

describe('FailurePanel', () => {
  it('is a region named by its outcome and described by what happened to the money', () => {
    render(<FailurePanel {...props} />);
    const panel = screen.getByRole('region', { name: props.title });
    expect(screen.getByRole('heading', { level: 3, name: props.title })).toBeTruthy();
    expect(document.getElementById(panel.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      props.money,
    );
    expect(within(panel).getByText(props.cause ?? '')).toBeTruthy();
    expect(within(panel).getByRole('heading', { level: 4, name: 'What you can do' })).toBeTruthy();
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(props.nextSteps);
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('takes focus when it appears, and again each time the failure happens again', async () => {
    const { rerender } = render(<FailurePanel {...props} />);
    const panel = screen.getByRole('region', { name: props.title });
    await waitFor(() => expect(document.activeElement).toBe(panel));
    screen.getByRole('button', { name: 'Try again' }).focus();
    rerender(<FailurePanel {...props} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' }));
    rerender(<FailurePanel {...props} occurrence={2} />);
    await waitFor(() => expect(document.activeElement).toBe(panel));
  });
});
