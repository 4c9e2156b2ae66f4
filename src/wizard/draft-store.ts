import { proxy, subscribe } from 'valtio/vanilla';
import * as z from 'zod/mini';
import { exactly } from '../domain/schema-parts';
import type { WizardDefinition } from './definition';
import { START, type WizardPosition } from './machine';

/** A wizard run's state: where it is and what was answered. Components read it as a valtio snapshot. */
export interface WizardRun<D> {
  position: WizardPosition;
  draft: D;
}

export interface DraftStore<D> {
  run: WizardRun<D>;
  /** The run continues one found in storage (rather than starting afresh). */
  restored: boolean;
  /** Merges answers into the draft. */
  patch(values: Partial<D>): void;
  move(position: WizardPosition): void;
  /** Back to the first step with an empty draft, and nothing stored: completion, cancel and logout. */
  clear(): void;
  /** Starts keeping the run in storage, as it is now and on every change; returns how to stop. */
  persist(): () => void;
}

/** The storage key of a wizard's draft. @internal */
export const draftKey = (wizardId: string) => `fg.draft.${wizardId}`;

const DRAFT_VERSION = 1;

/**
 * The step a stored run of this wizard was on, read without its definition (0 when none is stored or it
 * cannot be read): enough to know, before the run starts, whether it starts past its first step. A run
 * whose draft then does not parse starts on the first step all the same.
 */
export function storedStep(wizardId: string, storage: Storage | null): number {
  try {
    const step: unknown = JSON.parse(storage?.getItem(draftKey(wizardId)) ?? '{}').step;
    return typeof step === 'number' ? step : 0;
  } catch {
    return 0;
  }
}

function storedRunSchema<D>(definition: WizardDefinition<D>) {
  return z.object({
    version: exactly(DRAFT_VERSION),
    step: z.custom<number>((value) => Number.isInteger(value) && Number(value) >= 0),
    draft: definition.storedDraft,
  });
}

/** The stored run, or null when there is none or it does not parse (a corrupt or stale draft is dropped). */
function restore<D>(definition: WizardDefinition<D>, storage: Storage | null): WizardRun<D> | null {
  try {
    const raw = storage?.getItem(draftKey(definition.id));
    if (!raw) return null;
    const parsed = storedRunSchema(definition).safeParse(JSON.parse(raw));
    if (parsed.success && parsed.data.step < definition.steps.length) {
      return {
        position: { step: parsed.data.step, done: false },
        draft: { ...definition.initialDraft(), ...parsed.data.draft },
      };
    }
  } catch {
    // Unreadable storage or JSON: as if nothing were stored.
  }
  forgetDraft(definition.id, storage);
  return null;
}

/** Forgets the run stored for this wizard, if any (a store that refuses access has none to forget). */
export function forgetDraft(wizardId: string, storage: Storage | null): void {
  try {
    storage?.removeItem(draftKey(wizardId));
  } catch {
    // Nothing to remove from a store that refuses access.
  }
}

/**
 * A wizard run in a valtio proxy, restored from and (once `persist` is called) kept in `storage` (the
 * tab's sessionStorage, or null when the page may not use it) under `fg.draft.<wizard>`, so that a
 * reload, or an expired session followed by a new login, continues where the user was. Only what `storedDraft` keeps is written: never a password.
 * A finished run is not stored.
 */
export function createDraftStore<D extends object>(
  definition: WizardDefinition<D>,
  storage: Storage | null,
): DraftStore<D> {
  const restored = restore(definition, storage);
  const run = proxy<WizardRun<D>>(restored ?? { position: { ...START }, draft: definition.initialDraft() });
  const key = draftKey(definition.id);
  const write = () => {
    try {
      if (run.position.done) {
        storage?.removeItem(key);
        return;
      }
      const draft = definition.storedDraft.safeParse(run.draft);
      if (!draft.success) return;
      storage?.setItem(
        key,
        JSON.stringify({ version: DRAFT_VERSION, step: run.position.step, draft: draft.data }),
      );
    } catch {
      // A full or blocked store: the run goes on in memory.
    }
  };
  return {
    run,
    restored: restored !== null,
    patch(values) {
      Object.assign(run.draft, values);
    },
    move(position) {
      run.position = position;
    },
    clear() {
      run.position = { ...START };
      run.draft = definition.initialDraft();
      forgetDraft(definition.id, storage);
    },
    persist() {
      write();
      return subscribe(run, write, true);
    },
  };
}
