import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RevealableText } from './revealable-text';

const renderId = () =>
  render(
    <RevealableText
      value="8804120123085"
      masked={{ shown: '880412 ••••• 85', spoken: 'hidden, ends in 85' }}
      name="identity number"
    />,
  );

describe('RevealableText', () => {
  it('shows the value masked at first, saying so to a screen reader instead of reading bullets', () => {
    const { container } = renderId();
    expect(container.textContent).not.toContain('8804120123085');
    expect(screen.getByText('880412 ••••• 85').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('hidden, ends in 85')).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Show identity number' });
    expect(toggle.textContent).toBe('Show');
    expect(toggle.getAttribute('type')).toBe('button');
  });

  it('reveals and masks again on press, by mouse and keyboard, keeping the focus on the button', async () => {
    const user = userEvent.setup();
    renderId();
    await user.click(screen.getByRole('button', { name: 'Show identity number' }));
    expect(await screen.findByText('8804120123085')).toBeTruthy();
    const hide = screen.getByRole('button', { name: 'Hide identity number' });
    expect(hide.textContent).toBe('Hide');
    expect(document.activeElement).toBe(hide);
    expect(screen.queryByText('880412 ••••• 85')).toBeNull();

    await user.keyboard('{Enter}');
    expect(await screen.findByText('880412 ••••• 85')).toBeTruthy();
    expect(screen.queryByText('8804120123085')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show identity number' }));
  });
});
