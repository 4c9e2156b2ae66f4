import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

/**
 * Presses a form's submit while something is wrong (DESIGN.md §6 A): the button was enabled, and the
 * error summary comes up, focused, with a link per message in page order. Returns the summary.
 */
export async function pressAndExpectSummary(
  page: Page,
  button: Locator,
  messages: string[],
): Promise<Locator> {
  await expect(button).toBeEnabled();
  await button.click();
  const heading = page.getByRole('heading', { name: 'There is a problem' });
  await expect(heading).toBeFocused();
  const summary = page.getByRole('alert').filter({ has: heading });
  await expect(summary.getByRole('link')).toHaveText(messages);
  return summary;
}

/** The date of birth's Day, Month and Year inputs (DateField) hold these parts. */
export async function expectDateOfBirth(page: Page, [day, month, year]: [string, string, string]) {
  const group = page.getByRole('group', { name: 'Date of birth' });
  await expect(group.getByRole('textbox', { name: 'Day' })).toHaveValue(day);
  await expect(group.getByRole('textbox', { name: 'Month' })).toHaveValue(month);
  await expect(group.getByRole('textbox', { name: 'Year' })).toHaveValue(year);
}
