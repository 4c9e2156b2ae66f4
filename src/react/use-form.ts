import { type RefObject, useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { fieldMessages } from '../domain/form-fields';
import { afterPress, followPresses } from './after-press';

/**
 * The named fields of `V` that hold text, so an input, textarea or select can edit them as they are
 * (an index signature such as `Record<string, unknown>`'s names no field).
 */
export type TextFieldName<V> = keyof {
  [K in keyof V as string extends K ? never : V[K] extends string ? K : never]: true;
} &
  string;

/** What a text control needs to edit one field: spread it onto TextField, TextArea or Select. */
export interface BoundControl<K extends string> {
  name: K;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
  /** Leaving the control shows its message from then on (and tidies the value, with `format`). */
  onBlur: () => void;
}

/** Options of {@link SchemaForm.control}. */
export interface ControlOptions {
  /** Rewrites the value when the control is left, e.g. an amount '20000' → '20 000.00'. */
  format?: (text: string) => string;
}

/** A form driven by one zod schema: the schema holds every rule and message (spec §5). */
export interface SchemaForm<V extends Record<string, unknown>, T> {
  values: V;
  /** Whether the values pass the schema now (errors may still be hidden). */
  valid: boolean;
  /** Every failing rule's message per field, shown or not yet. */
  messages: Partial<Record<keyof V & string, string>>;
  /**
   * Messages per field name to show: a field's once it has been left, every field's after the first
   * submit; kept up to date as the user types.
   */
  errors: Partial<Record<keyof V & string, string>>;
  /** How many submits failed the check: a form frame moves focus to its summary on each. */
  attempts: number;
  /** Shows field `name`'s message from now on, as leaving it does (for controls without `control`). */
  touch(name: keyof V & string): void;
  setValue<K extends keyof V & string>(name: K, value: V[K]): void;
  /** Binds a text control to field `name`: its name, value, error and a change handler. */
  control<K extends TextFieldName<V>>(name: K, options?: ControlOptions): BoundControl<K>;
  /** Replaces every value and hides the errors again, as for a fresh form. */
  reset(values: V): void;
  /**
   * Validates. Valid: the parsed data. Invalid: shows every error and moves focus to the first
   * invalid control in document order (a `name`d control with aria-invalid inside `formRef`), and returns undefined.
   */
  submit(): T | undefined;
  formRef: RefObject<HTMLFormElement | null>;
}

/** Values kept outside the form (a wizard's draft): the form reads and updates them there. */
export interface ExternalValues<V> {
  values: V;
  update(change: (current: V) => V): void;
}

/**
 * Form state for a zod schema, with errors on `name`d controls and focus on the first one after a
 * failed submit. `schema` may be chosen from the current values, for forms whose rules depend on a
 * choice made in them. With `external`, the values live there instead of in the form.
 */
export function useSchemaForm<V extends Record<string, unknown>, T>(
  schema: z.core.$ZodType<T> | ((values: V) => z.core.$ZodType<T>),
  initial: V | (() => V),
  external?: ExternalValues<V>,
): SchemaForm<V, T> {
  const [ownValues, setOwnValues] = useState<V>(initial);
  const values = external ? external.values : ownValues;
  const setValues = (change: V | ((current: V) => V)) => {
    const update = typeof change === 'function' ? change : () => change;
    if (external) external.update(update);
    else setOwnValues(update);
  };
  const [showErrors, setShowErrors] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);

  const result = z.safeParse(typeof schema === 'function' ? schema(values) : schema, values);
  const messages = (result.success ? {} : fieldMessages(result.error)) as SchemaForm<V, T>['messages'];
  const errors: SchemaForm<V, T>['errors'] = showErrors
    ? messages
    : (Object.fromEntries(Object.entries(messages).filter(([name]) => touched.has(name))) as SchemaForm<
        V,
        T
      >['errors']);
  const touch = (name: string) =>
    afterPress(() => setTouched((current) => (current.has(name) ? current : new Set([...current, name]))));
  useEffect(followPresses, []);

  // After the errors have rendered, so the control is announced with its message.
  useEffect(() => {
    if (focusRequest === 0) return;
    // A form frame's summary takes focus itself (and lists the fields); without one, the first field.
    if (formRef.current?.querySelector('[part="error-summary"]')) return;
    formRef.current?.querySelector<HTMLElement>('[name][aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  return {
    values,
    valid: result.success,
    messages,
    errors,
    formRef,
    attempts: focusRequest,
    touch,
    setValue: (name, value) => setValues((current) => ({ ...current, [name]: value })),
    control: (name, options = {}) => ({
      name,
      value: String(values[name]),
      error: errors[name],
      onChange: (event) => setValues((current) => ({ ...current, [name]: event.target.value })),
      onBlur: () => {
        const { format } = options;
        if (format) {
          const text = String(values[name]);
          const tidied = format(text);
          if (tidied !== text) setValues((current) => ({ ...current, [name]: tidied }));
        }
        touch(name);
      },
    }),
    reset: (next) => {
      setValues(next);
      setShowErrors(false);
      setTouched(new Set());
    },
    submit: () => {
      if (result.success) return result.data;
      setShowErrors(true);
      setFocusRequest((count) => count + 1);
      return undefined;
    },
  };
}
