import { useEffect, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import type { ApiError } from '../api/api-error';
import type { MutationDefinition, MutationState, QueryDefinition } from '../api/server-state';
import { useServerMutation } from './server-mutation';
import { useServerQuery } from './server-query';
import type { QueryState } from './server-state';
import { type SchemaForm, useSchemaForm } from './use-form';

type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/** A failed save sorted for the form: messages beside the fields they name, and one above the form. */
interface SaveErrors<V> {
  fields?: FieldErrors<V>;
  message?: string;
}

export interface EditFormOptions<S, V extends Record<string, unknown>, T, R> {
  /** What the form edits, as the server has it. */
  query: QueryDefinition<S>;
  /** The form's values for the server's data. */
  toValues: (data: S) => V;
  /** The values shown before the data has loaded (a form that waits for `status` shows none of them). */
  blank: V;
  /** The form's rules and messages, the only source of them; it turns the values into what is saved. */
  schema: z.core.$ZodType<T> | ((values: V) => z.core.$ZodType<T>);
  /** The save, sent the parsed values; it declares what it makes stale (at least `query`'s key). */
  mutation: MutationDefinition<T, R>;
  /** Sorts a failed save's error; by default its message shows above the form. */
  saveErrors?: (error: ApiError) => SaveErrors<V>;
}

export interface EditForm<V extends Record<string, unknown>, T, R> extends Omit<SchemaForm<V, T>, 'submit'> {
  /** The load: 'pending' until the data is there, 'error' when it could not be read. */
  loaded: QueryState<unknown>;
  /** The values differ from what the server has. */
  dirty: boolean;
  saving: boolean;
  /**
   * Save is offered: loaded and changed. Never held back by a rule (DESIGN.md §6 A): a press checks the
   * values and shows what is wrong; while saving, the button is busy, not disabled.
   */
  canSave: boolean;
  /** A failed save's message about the form as a whole. */
  saveError: string | undefined;
  /**
   * Validates (showing every error and focusing the first), sends the change once however often it
   * is pressed, and resolves with the outcome; a server objection shows beside its field until the
   * user changes that field. Unchanged or invalid values are not sent (resolves undefined).
   */
  save(): Promise<MutationState<R> | undefined>;
  /** Back to what the server has. */
  discard(): void;
}

const sameValues = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys({ ...a, ...b }).every((key) => Object.is(a[key], b[key]));

const NO_ERRORS = {};

/**
 * An edit form over server data (the profile): initial values from a query, dirty tracking, the save
 * through a mutation that refreshes what it changed, and the server's objections shown in place. While
 * the user has not changed anything, fresh data from the server replaces the values; once they have,
 * their changes are kept.
 */
export function useEditForm<S, V extends Record<string, unknown>, T, R>(
  options: EditFormOptions<S, V, T, R>,
): EditForm<V, T, R> {
  const loaded = useServerQuery(options.query);
  const mutation = useServerMutation(options.mutation);
  const [edited, setEdited] = useState<V | null>(null);
  const [saveErrors, setSaveErrors] = useState<SaveErrors<V>>(NO_ERRORS);
  const [focusRequest, setFocusRequest] = useState(0);
  const [failedSaves, setFailedSaves] = useState(0);

  const serverValues = loaded.data === undefined ? options.blank : options.toValues(loaded.data);
  const values = edited ?? serverValues;
  const dirty = loaded.status === 'success' && !sameValues(values, serverValues);

  // Several fields set in one handler (a changed ID number fills the date of birth and sex) each
  // build on the one before, not on the values of the last render.
  const latest = useRef(values);
  latest.current = values;
  const form = useSchemaForm<V, T>(options.schema, values, {
    values,
    update(change) {
      const current = latest.current;
      const next = change(current);
      latest.current = next;
      setSaveErrors((errors) => {
        const fields = { ...errors.fields } as FieldErrors<V>;
        for (const key of Object.keys(fields) as (keyof V & string)[]) {
          if (!Object.is(next[key], current[key])) delete fields[key];
        }
        return { ...errors, fields };
      });
      // Changed back to what the server has: fresh data from the server may replace it again.
      setEdited(sameValues(next, serverValues) ? null : next);
    },
  });
  // A changed field shows its message at once, not only after a save; and once anything has changed,
  // so does every other field a save would refuse (a stored value the rules refuse, e.g. a question
  // never answered), so nothing the save will object to comes as a surprise.
  const changedMessages = Object.fromEntries(
    Object.entries(form.messages).filter(([name]) => dirty || !Object.is(values[name], serverValues[name])),
  );
  const errors = { ...saveErrors.fields, ...changedMessages, ...form.errors } as FieldErrors<V>;

  const formRef = form.formRef;
  // After the server's objections have rendered, so the control is announced with its message.
  useEffect(() => {
    if (focusRequest === 0 || formRef.current?.querySelector('[part="error-summary"]')) return;
    formRef.current?.querySelector<HTMLElement>('[name][aria-invalid="true"]')?.focus();
  }, [focusRequest, formRef]);

  const saving = mutation.status === 'pending';
  const running = useRef(false);
  const { submit, ...bound } = form;

  return {
    ...bound,
    errors,
    // A failed check or a refused save: the form frame moves focus to what went wrong.
    attempts: form.attempts + failedSaves,
    control: (name, options) => ({ ...form.control(name, options), error: errors[name] }),
    loaded,
    dirty,
    saving,
    canSave: dirty,
    saveError: saveErrors.message,
    async save() {
      if (running.current) return undefined;
      const parsed = submit();
      if (parsed === undefined || !dirty) return undefined;
      running.current = true;
      setSaveErrors(NO_ERRORS);
      const outcome = await mutation.start(parsed);
      running.current = false;
      // The form shows what the server now has (as parsed and stored). The TanStack engine has
      // fetched it again by now; the local store shows the old values until its fetch lands.
      if (outcome.status === 'success') setEdited(null);
      if (outcome.status === 'error' && outcome.error) {
        const sorted = options.saveErrors?.(outcome.error) ?? { message: outcome.error.message };
        setSaveErrors(sorted);
        setFailedSaves((count) => count + 1);
        if (sorted.fields && Object.keys(sorted.fields).length > 0) setFocusRequest((count) => count + 1);
      }
      return outcome;
    },
    discard() {
      form.reset(serverValues);
      setEdited(null);
      setSaveErrors(NO_ERRORS);
    },
  };
}
