import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormFrame, type FormFrameProps } from './form-frame';

function renderForm(props: Partial<FormFrameProps> = {}) {
  const onSubmit = vi.fn();
  const view = render(
    <FormFrame formRef={createRef()} onSubmit={onSubmit} attempt={0} {...props}>
      <label>
        Name
        <input id="name-field" name="name" />
      </label>
      <label>
        Amount
        <input id="amount-field" name="amount" />
      </label>
    </FormFrame>,
  );
  return { ...view, onSubmit };
}

describe('FormFrame', () => {
  it('submits without leaving the page', async () => {
    const { onSubmit } = renderForm({ actions: <button type="submit">Send</button> });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Thandi{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows no summary before a try, then lists the fields’ messages in page order and focuses it', async () => {
    const fieldErrors = { amount: 'Please enter an amount', name: 'Please enter your name' };
    const formRef = createRef<HTMLFormElement>();
    const { rerender } = renderForm({ fieldErrors, formRef });
    expect(screen.queryByRole('heading', { name: 'There is a problem' })).toBeNull();
    rerender(
      <FormFrame formRef={formRef} onSubmit={() => undefined} attempt={1} fieldErrors={fieldErrors}>
        <input id="name-field" name="name" aria-label="Name" />
        <input id="amount-field" name="amount" aria-label="Amount" />
      </FormFrame>,
    );
    // The summary's code arrives with the first failure (or the form's first focus).
    const heading = await screen.findByRole('heading', { name: 'There is a problem' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Please enter your name',
      'Please enter an amount',
    ]);
    await userEvent.click(links[1] as HTMLElement);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Amount' }));
  });

  it('lists a message that names no field on the page without a link', async () => {
    renderForm({ attempt: 1, fieldErrors: { refused: 'The allowance has been used elsewhere' } });
    await screen.findByText('The allowance has been used elsewhere');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows a failure of the whole form as one alert at the top, focused when no field is named', async () => {
    renderForm({ attempt: 1, message: 'Oops. Something went wrong.' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Oops. Something went wrong.');
    await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true));
  });

  it('links a message to the control standing in for its field (data-field) when no control has the name', async () => {
    render(
      <FormFrame
        formRef={createRef()}
        onSubmit={() => undefined}
        attempt={1}
        fieldErrors={{ bankDetailsConfirmed: 'Please confirm your bank details' }}
      >
        <label>
          Bank
          <select id="bank" name="BankName" data-field="bankDetailsConfirmed">
            <option value="">Select your bank</option>
          </select>
        </label>
      </FormFrame>,
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Please confirm your bank details' }));
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Bank' }));
  });
});
