import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Presses a form's submit while something is wrong (DESIGN.md §6 A): the button was enabled, the
 * error summary appears with a link per message and takes focus. Returns the summary.
 */
export async function pressAndExpectSummary(
  user: UserEvent,
  button: HTMLElement,
  messages: readonly string[],
): Promise<HTMLElement> {
  expect(button).toHaveProperty('disabled', false);
  await user.click(button);
  const heading = await screen.findByRole('heading', { name: 'There is a problem' });
  await waitFor(() => expect(document.activeElement).toBe(heading));
  const summary = heading.closest<HTMLElement>('[role="alert"]');
  if (!summary) throw new Error('The summary heading is outside its alert.');
  for (const message of messages) within(summary).getByRole('link', { name: message });
  return summary;
}
