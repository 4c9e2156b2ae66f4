import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button';

describe('CopyButton', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('copies the value and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<CopyButton value="UT300145" label="payment reference" />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy payment reference' }));
    expect(writeText).toHaveBeenCalledWith('UT300145');
    // The status is always there: wait for its words, which follow the clipboard's answer.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('payment reference copied'));
    expect(screen.getByRole('button', { name: 'Copied payment reference' })).toBeTruthy();
  });

  it('says how to copy by hand where the clipboard is refused', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<CopyButton value="022845117" label="account number" />);
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Copy account number' }));
    });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Could not copy: select the account number to copy it',
      ),
    );
  });
});
