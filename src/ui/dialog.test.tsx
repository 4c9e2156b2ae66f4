import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

function Harness({ blocking = false, onClose = () => {} }: { blocking?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Rate us
      </button>
      <Dialog
        open={open}
        blocking={blocking}
        title="Rate my service"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <label>
          Comment <input />
        </label>
        <button type="button">Send</button>
      </Dialog>
    </>
  );
}

function AutoFocus() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} title="Log in" onClose={() => setOpen(false)}>
        <input aria-label="Username" />
        <input aria-label="Password" autoFocus />
      </Dialog>
    </>
  );
}

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  const opener = screen.getByRole('button', { name: 'Rate us' });
  await user.click(opener);
  return { opener, dialog: await screen.findByRole('dialog', { name: 'Rate my service' }) };
};

describe('Dialog', () => {
  it('is closed until opened, then named by its title with focus inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const { dialog } = await openDialog(user);
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.getAttribute('part')).toBe('dialog');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Comment' })),
    );
  });

  it('closes on Escape and restores focus to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const { opener } = await openDialog(user);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with its Close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const { opener } = await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await openDialog(user);
    const close = screen.getByRole('button', { name: 'Close' });
    const input = screen.getByRole('textbox', { name: 'Comment' });
    const send = screen.getByRole('button', { name: 'Send' });
    // Tab moves on from where the dialog put focus on opening.
    await waitFor(() => expect(document.activeElement).toBe(input));
    await user.tab();
    expect(document.activeElement).toBe(send);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(send);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(input);
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const { dialog } = await openDialog(user);
    await user.click(screen.getByRole('heading', { name: 'Rate my service' }));
    expect(screen.getByRole('dialog')).toBe(dialog);
    await user.click(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cannot be dismissed while blocking', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness blocking onClose={onClose} />);
    const { dialog } = await openDialog(user);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(dialog);
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Rate my service' })).toBe(dialog);
  });

  it('reopens a blocking dialog the browser closed by force', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness blocking onClose={onClose} />);
    const { dialog } = await openDialog(user);
    (dialog as HTMLDialogElement).close();
    // Browsers fire the dialog's close event in a task of its own: it is then shown again.
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(true));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the focus a child takes with autoFocus', async () => {
    const user = userEvent.setup();
    render(<AutoFocus />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const password = await screen.findByRole('textbox', { name: 'Password' });
    await waitFor(() => expect(document.activeElement).toBe(password));
  });

  describe('without showModal', () => {
    const original = Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, 'showModal');
    afterEach(() => {
      if (original) Object.defineProperty(HTMLDialogElement.prototype, 'showModal', original);
    });

    it('falls back to the open attribute with the same focus handling', async () => {
      Object.defineProperty(HTMLDialogElement.prototype, 'showModal', {
        value: undefined,
        configurable: true,
      });
      const user = userEvent.setup();
      render(<Harness />);
      const { opener, dialog } = await openDialog(user);
      expect(dialog.hasAttribute('open')).toBe(true);
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Comment' })),
      );
      await user.tab();
      await user.tab();
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Comment' }));
      await user.keyboard('{Escape}');
      await waitFor(() => expect(document.activeElement).toBe(opener));
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
});
