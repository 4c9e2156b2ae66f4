import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/** The summary module's stand-in for the tests of when it is fetched. */
const NoSummary = () => null;

describe("FormFrame's summary code, fetched as someone starts the form", () => {
  /** A fresh form-frame module (its fetch is once per page) whose summary module counts its loads. */
  async function freshFrame() {
    let loads = 0;
    vi.resetModules();
    vi.doMock('./form-feedback', () => {
      loads += 1;
      return { FormSummary: NoSummary };
    });
    const { FormFrame: Frame } = await import('./form-frame');
    render(
      <Frame formRef={createRef()} onSubmit={() => undefined} attempt={0}>
        <input aria-label="Name" name="name" />
      </Frame>,
    );
    return { loads: () => loads, field: screen.getByRole('textbox', { name: 'Name' }) };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  const pageHadInput = (hasBeenActive: boolean | undefined) =>
    Object.defineProperty(navigator, 'userActivation', {
      value: hasBeenActive === undefined ? undefined : { hasBeenActive },
      configurable: true,
    });

  afterEach(() => {
    vi.doUnmock('./form-feedback');
    pageHadInput(undefined);
  });

  it('on the first focus once the page has had a key or press', async () => {
    pageHadInput(true);
    const { loads, field } = await freshFrame();
    field.focus();
    await vi.waitFor(() => expect(loads()).toBe(1));
  });

  it('not on a focus the page moved before any input (a dialog opening), but on the first key there', async () => {
    pageHadInput(false);
    const { loads, field } = await freshFrame();
    field.focus();
    await settle();
    expect(loads()).toBe(0);
    fireEvent.keyDown(field, { key: 'T' });
    await vi.waitFor(() => expect(loads()).toBe(1));
  });

  it('on the first press into the form before any other input', async () => {
    pageHadInput(false);
    const { loads, field } = await freshFrame();
    fireEvent.pointerDown(field);
    await vi.waitFor(() => expect(loads()).toBe(1));
  });

  it('on the first focus where the browser cannot tell whether the page has had input', async () => {
    const { loads, field } = await freshFrame();
    field.focus();
    await vi.waitFor(() => expect(loads()).toBe(1));
  });
});
