import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '../api/api-error';
import type { MutationDefinition, QueryDefinition } from '../api/server-state';
import { createConfig } from '../config';
import { createTestQueryClient, TEST_ORIGIN } from '../test/render-in-provider';
import { TextField } from '../ui/text-field';
import { createQueryServerState } from './query-server-state';
import type { ServerStateEngine } from './server-state';
import { useEditForm } from './use-edit-form';
import { WidgetProvider } from './widget-provider';

interface Person {
  FirstName: string;
  Surname: string;
}

const nameSchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1, 'Your first name is required')),
  surname: z.string().check(z.trim(), z.minLength(1, 'Your surname is required')),
});
type Names = z.infer<typeof nameSchema>;

/** A server holding one person; `answer` may replace the next save's answer. */
function personServer() {
  let person: Person = { FirstName: 'Thandi', Surname: 'Mokoena' };
  const server = {
    get person() {
      return person;
    },
    set person(next: Person) {
      person = next;
    },
    read: vi.fn(async () => ({ ...person })),
    answer: undefined as (() => Promise<Person>) | undefined,
    write: vi.fn(async (names: Names): Promise<Person> => {
      if (server.answer) return server.answer();
      person = { FirstName: names.firstName, Surname: names.surname };
      return person;
    }),
  };
  return server;
}

type Server = ReturnType<typeof personServer>;

const personQuery = (server: Server): QueryDefinition<Person> => ({
  queryKey: ['person'],
  // No session in these tests: the party's part of the seam is server-scope.test.tsx.
  partyFree: true,
  queryFn: server.read,
});
const personUpdate = (server: Server): MutationDefinition<Names, Person> => ({
  mutationKey: ['person', 'update'],
  mutationFn: server.write,
  invalidates: [['person']],
});

function NamesForm({ server }: { server: Server }) {
  const form = useEditForm({
    query: personQuery(server),
    toValues: (person: Person) => ({ firstName: person.FirstName, surname: person.Surname }),
    blank: { firstName: '', surname: '' },
    schema: nameSchema,
    mutation: personUpdate(server),
    saveErrors: (error) =>
      error.status === 409 ? { fields: { surname: error.message } } : { message: error.message },
  });
  if (form.loaded.status === 'pending') return <p>Loading</p>;
  if (form.loaded.status === 'error') return <p>Oops! Something went wrong.</p>;
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.save();
      }}
    >
      {form.saveError ? <p role="alert">{form.saveError}</p> : null}
      <TextField label="First name" {...form.control('firstName')} />
      <TextField label="Surname" {...form.control('surname')} />
      <p>{form.dirty ? 'Unsaved changes' : 'No changes'}</p>
      {/* What the server last answered, so a test can wait for a refetch to land. */}
      <p>Server has {(form.loaded.data as Person).FirstName}</p>
      <button type="submit" disabled={!form.canSave}>
        Save
      </button>
      <button type="button" onClick={form.discard}>
        Discard
      </button>
      <button type="button" onClick={form.loaded.refetch}>
        Reload
      </button>
    </form>
  );
}

const engines: [string, () => ServerStateEngine | undefined][] = [
  ['the local store', () => undefined],
  ['TanStack Query', () => createQueryServerState(createTestQueryClient())],
];

function renderForm(server: Server, engine: ServerStateEngine | undefined) {
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <WidgetProvider config={createConfig(TEST_ORIGIN)} serverState={engine}>
      {children}
    </WidgetProvider>
  );
  return render(<NamesForm server={server} />, { wrapper });
}

const field = (label: string) => screen.getByRole<HTMLInputElement>('textbox', { name: label });
const saveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });

describe.each(engines)('useEditForm on %s', (_, makeEngine) => {
  it('starts from what the server has, unchanged, with Save disabled', async () => {
    renderForm(personServer(), makeEngine());
    screen.getByText('Loading');
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: 'First name' })).value).toBe(
      'Thandi',
    );
    expect(field('Surname').value).toBe('Mokoena');
    screen.getByText('No changes');
    expect(saveButton().disabled).toBe(true);
  });

  it('says when the data could not be read', async () => {
    const server = personServer();
    server.read.mockRejectedValue(new ApiError({ status: 404, message: 'Not found' }));
    renderForm(server, makeEngine());
    await screen.findByText('Oops! Something went wrong.');
  });

  it('tracks changes: a change enables Save, changing it back disables it again', async () => {
    const user = userEvent.setup();
    renderForm(personServer(), makeEngine());
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'h');
    screen.getByText('Unsaved changes');
    expect(saveButton().disabled).toBe(false);
    await user.type(field('First name'), '{Backspace}');
    screen.getByText('No changes');
    expect(saveButton().disabled).toBe(true);
  });

  it('shows a failing rule’s message on the changed field at once, and a press of Save sends nothing', async () => {
    const user = userEvent.setup();
    const server = personServer();
    renderForm(server, makeEngine());
    await user.clear(await screen.findByRole('textbox', { name: 'First name' }));
    screen.getByText('Your first name is required');
    expect(field('First name').getAttribute('aria-invalid')).toBe('true');
    expect(field('Surname').getAttribute('aria-invalid')).not.toBe('true');
    // Changed, so offered: the rule holds it back when pressed, not by disabling it (DESIGN.md §6 A).
    expect(saveButton().disabled).toBe(false);
    await user.click(saveButton());
    await user.type(field('Surname'), '{Enter}');
    expect(server.write).not.toHaveBeenCalled();
  });

  it('saves the parsed values once, and shows what the server then has', async () => {
    const user = userEvent.setup();
    const server = personServer();
    renderForm(server, makeEngine());
    const first = await screen.findByRole('textbox', { name: 'First name' });
    await user.clear(first);
    await user.type(first, '  Lindiwe ');
    await act(async () => {
      saveButton().click();
      saveButton().click();
    });
    await waitFor(() => expect(server.read).toHaveBeenCalledTimes(2));
    expect(server.write).toHaveBeenCalledTimes(1);
    expect(server.write.mock.calls[0]?.[0]).toEqual({ firstName: 'Lindiwe', surname: 'Mokoena' });
    await waitFor(() => expect(field('First name').value).toBe('Lindiwe'));
    screen.getByText('No changes');
  });

  it('shows the server’s objection beside its field until that field changes, and other failures above the form', async () => {
    const user = userEvent.setup();
    const server = personServer();
    server.answer = () => Promise.reject(new ApiError({ status: 409, message: 'That surname is taken.' }));
    renderForm(server, makeEngine());
    await user.type(await screen.findByRole('textbox', { name: 'Surname' }), 'x');
    await user.click(saveButton());
    await screen.findByText('That surname is taken.');
    await waitFor(() => expect(document.activeElement).toBe(field('Surname')));
    expect(field('Surname').getAttribute('aria-invalid')).toBe('true');
    await user.type(field('First name'), 'a');
    screen.getByText('That surname is taken.');
    await user.type(field('Surname'), 'y');
    expect(screen.queryByText('That surname is taken.')).toBeNull();

    server.answer = () =>
      Promise.reject(new ApiError({ status: 500, message: 'Oops, something went wrong.' }));
    await user.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Oops, something went wrong.');
    expect(field('Surname').value).toBe('Mokoenaxy');
  });

  it('takes fresh data from the server while unchanged, and keeps the user’s changes once they have made some', async () => {
    const user = userEvent.setup();
    const server = personServer();
    renderForm(server, makeEngine());
    await screen.findByRole('textbox', { name: 'First name' });
    server.person = { FirstName: 'Thandiwe', Surname: 'Mokoena' };
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(field('First name').value).toBe('Thandiwe'));

    await user.type(field('Surname'), 's');
    server.person = { FirstName: 'Thandeka', Surname: 'Mokoena' };
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(server.read).toHaveBeenCalledTimes(3));
    // The refetched data must have reached the form before checking that it did not replace the change.
    await screen.findByText('Server has Thandeka');
    expect(field('First name').value).toBe('Thandiwe');
    expect(field('Surname').value).toBe('Mokoenas');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(field('First name').value).toBe('Thandeka'));
    expect(field('Surname').value).toBe('Mokoena');
    screen.getByText('No changes');
  });
});
