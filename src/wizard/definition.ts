import type * as z from 'zod/mini';
import type { ValidationEntry } from '../api/parties';
import type { ServerActions } from '../api/server-state';

/**
 * What a step's post answered: nothing to object to (with answers to keep in the draft, such as a
 * purchase's reference for the steps after it), or the server's objections.
 */
export type StepOutcome<D = unknown> =
  | { ok: true; patch?: Partial<D> }
  | {
      ok: false;
      /** Objections that name a field of the step, shown beside it. */
      fieldErrors?: Partial<Record<string, string>>;
      /** Objections about the step as a whole (a ValidationResult entry without a field), shown above it. */
      alerts?: readonly ValidationEntry[];
      /** Answers to keep all the same (a refused purchase's next attempt gets a new key). */
      patch?: Partial<D>;
    };

/** One step of a wizard. */
export interface WizardStep<D> {
  /** Stable id: the URL hash and the draft refer to steps by position, tests and analytics by id. */
  id: string;
  title: string;
  /**
   * The step's rules and messages, the only source of them: it validates the draft, and only the
   * fields it names belong to the step. A function when the rules depend on an answer in the draft
   * (sign-up's ID number or passport).
   */
  schema: z.ZodMiniType<unknown> | ((draft: D) => z.ZodMiniType<unknown>);
  /** Leaves the step out for this draft (e.g. a question that an earlier answer made moot). */
  skip?: (draft: D) => boolean;
  /**
   * Posts the step before the wizard moves on (sign-up's per-step calls, a purchase), through the
   * server-state seam: `run` a write's definition (its outcome recorded, what it invalidates read
   * again), `fetch` a read's.
   */
  submit?: (draft: D, server: ServerActions) => Promise<StepOutcome<D>>;
}

/** A wizard: its steps in order and what of its draft may be kept in the tab's storage. */
export interface WizardDefinition<D> {
  /** Names the stored draft: `fg.draft.<id>`. */
  id: string;
  steps: readonly WizardStep<D>[];
  initialDraft: () => D;
  /**
   * The draft as it may be stored and restored: a stored draft that does not parse is dropped.
   * It must leave out secrets (passwords): what it strips is never written.
   */
  storedDraft: z.ZodMiniType<Partial<D>>;
}
