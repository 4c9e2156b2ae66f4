import { type RefObject, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { snapshot, subscribe } from 'valtio/vanilla';
import type { ApiError } from '../api/api-error';
import { errorFromThrown } from '../api/api-error';
import type { ValidationEntry } from '../api/parties';
import { usableStorage } from '../session/usable-storage';
import {
  activeSteps,
  back as backFrom,
  createDraftStore,
  currentStep,
  type FieldErrors,
  goTo as goToFrom,
  stepSchema,
  submit as submitFrom,
  type WizardDefinition,
  type WizardRun,
  type WizardStep,
} from '../wizard';
import type { DraftStore } from '../wizard/draft-store';
import { routeSteps, type WizardRouting } from '../wizard/step-routing';
import { pageStepUrl } from '../wizard/step-url';
import { useServerActions } from './server-cache';
import {
  type BoundControl,
  type ControlOptions,
  type SchemaForm,
  type TextFieldName,
  useSchemaForm,
} from './use-form';

/** Options of {@link useWizard}. */
export interface WizardOptions<D> {
  /** Whether the step is kept in memory only (the default) or also in the URL's hash (#step1…). */
  routing?: WizardRouting;
  /** Focus the step heading on the first render too, as after switching to this form. */
  focusOnMount?: boolean;
  /** Answers a fresh run starts with (not applied to a restored one), e.g. a referral code from the page. */
  seed?: Partial<D>;
  /**
   * Runs once the last step has passed (and posted); the run finishes only if it resolves true.
   * Its failures are the caller's to show.
   */
  complete?: (draft: D) => Promise<boolean> | boolean;
  /**
   * A step's post succeeded: called once, with the answers including what the post answered (a
   * purchase's reference), before the wizard moves on. The one way a post's outcome leaves the wizard.
   * Next stays busy until it resolves, so what follows from the post (a purchase's receipt) is part of
   * it; resolving true finishes the run there (what the post made takes over from it): it is done,
   * and nothing of it is kept (as by `cancel`).
   */
  onPosted?: (answered: D, step: WizardStep<D>) => Promise<boolean> | boolean;
  /** A step's post was refused with objections to its fields (shown beside them). */
  onRefused?: (errors: FieldErrors) => void;
  /** Next failed (the post or what it needed could not be made): the error also shows in the frame. */
  onFailed?: (error: ApiError) => void;
  /**
   * The run shows step `index` (the step a run starts on, and every step it moves to), with the run's
   * store to read and patch: called by the routing controller (`routeSteps`), outside React.
   */
  onArrive?: (index: number, store: DraftStore<D>) => void;
  /**
   * What step `index` needs before it can show (its code, in a chunk loaded later): Next waits for it,
   * busy, so no step shows half drawn; when it cannot be loaded the wizard stays on the step, answers
   * kept, with the failure in `loadFailure`.
   */
  loadStep?: (index: number) => Promise<void>;
}

/** A wizard run bound to a component. */
export interface Wizard<D extends Record<string, unknown>> {
  step: WizardStep<D>;
  /** The step's index in the definition. */
  index: number;
  /** Titles of the steps this run goes through, and the shown step's position among them. */
  titles: string[];
  position: number;
  done: boolean;
  draft: D;
  /** The shown step's form over the draft: controls, and its errors once Next was pressed. */
  form: SchemaForm<D, unknown>;
  /** Field errors to show: the step's own after a Next, and the server's until the user types. */
  errors: FieldErrors;
  /** Binds a text control to a draft field, with its error (the step's or the server's). */
  control<K extends TextFieldName<D>>(name: K, options?: ControlOptions): BoundControl<K>;
  /** The server's objections to the step as a whole. */
  alerts: readonly ValidationEntry[];
  dismissAlert(index: number): void;
  /** The failure of the last post. */
  error: ApiError | undefined;
  /** Next could not load the following step ({@link WizardOptions.loadStep}): pressing Next again tries again. */
  loadFailure: unknown;
  pending: boolean;
  /** Counts the Nexts that failed (the step's check or the server's objections to fields). */
  attempts: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /**
   * Checks the step (and posts it), then moves on: to the next step, or towards step `then` (a Change
   * link's way back to the check page), as far as the answers in between allow.
   */
  next(then?: number): Promise<void>;
  back(): void;
  /** Shows step `index` (as far as the answers allow). */
  goTo(index: number): void;
  patch(values: Partial<D>): void;
  /** Replaces answers and shows the step afresh: no errors, no alerts (e.g. after switching a choice that changes the step). */
  resetStep(values: Partial<D>): void;
  /** Back to the start with a fresh draft and nothing stored (cancel). */
  cancel(): void;
}

/**
 * Binds a wizard definition to a component: the run and its draft (kept in sessionStorage under
 * `fg.draft.<wizard>`), the shown step's form, Next/Back with the step's post, focus on the new step's
 * heading, and, with `routing: 'hash'`, the step in the URL hash (`routeSteps`).
 */
export function useWizard<D extends Record<string, unknown>>(
  definition: WizardDefinition<D>,
  options: WizardOptions<D> = {},
): Wizard<D> {
  const { routing, focusOnMount, seed, complete, onPosted, onRefused, onFailed, loadStep } = options;
  const server = useServerActions();
  const [store] = useState(() => {
    const created = createDraftStore(definition, usableStorage());
    if (!created.restored && seed) created.patch(seed);
    return created;
  });
  // valtio's snapshots are frozen copies; the form only reads them and writes through the store.
  const run = useSyncExternalStore(
    (onChange) => subscribe(store.run, onChange),
    () => snapshot(store.run) as WizardRun<D>,
  );
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [alerts, setAlerts] = useState<readonly ValidationEntry[]>([]);
  const [error, setError] = useState<ApiError>();
  const [loadFailure, setLoadFailure] = useState<unknown>();
  const [pending, setPending] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const pendingRef = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const index = currentStep(definition, run.position, run.draft);
  const step = definition.steps[index] ?? definition.steps[0];
  if (!step) throw new Error(`Wizard ${definition.id} has no steps.`);
  const active = activeSteps(definition, run.draft);

  const form = useSchemaForm<D, unknown>(stepSchema(step, run.draft), run.draft, {
    values: run.draft,
    update(change) {
      setServerErrors({});
      store.patch(change(snapshot(store.run).draft as D));
    },
  });

  const leaveStep = () => {
    setServerErrors({});
    setAlerts([]);
    setError(undefined);
    form.reset(snapshot(store.run).draft as D);
  };
  // What the routing controller calls back into: this render's, not the one it started with.
  const leaveStepRef = useRef(leaveStep);
  leaveStepRef.current = leaveStep;
  const optionsRef = useRef(options);
  optionsRef.current = options;

  // The run kept in storage, and its step (in the URL when the wizard keeps it there) with each arrival
  // at a step: outside React, as the browser's history is.
  const arrived = useRef(false);
  useEffect(() => {
    const stopPersisting = store.persist();
    // New rules for the same run (a buy wizard's product attributes read again) keep the step shown.
    const stopRouting = routeSteps(definition, store, routing === 'hash' ? pageStepUrl() : undefined, {
      arrive: !arrived.current,
      isBusy: () => pendingRef.current,
      onLeave: () => leaveStepRef.current(),
      onArrive: (at) => optionsRef.current.onArrive?.(at, store),
    });
    arrived.current = true;
    return () => {
      stopRouting();
      stopPersisting();
    };
  }, [routing, store, definition]);

  const focusedIndex = useRef<number | null>(focusOnMount ? null : index);
  useEffect(() => {
    if (focusedIndex.current === index) return;
    focusedIndex.current = index;
    headingRef.current?.focus();
  }, [index]);

  const next = async (then?: number) => {
    if (pendingRef.current) return;
    if (form.submit() === undefined) return;
    pendingRef.current = true;
    setPending(true);
    setAlerts([]);
    setError(undefined);
    // A load failure stays on screen, its Try again busy and focused, until this Next has an outcome:
    // another failure keeps the button (and the focus) where it was.
    let failedToLoad: unknown;
    try {
      const draft = snapshot(store.run).draft as D;
      // The form has just checked the step (to show its errors): the machine does not check it again.
      const result = await submitFrom(definition, store.run.position, draft, server, { validated: true });
      if (result.patch) store.patch(result.patch);
      if (Object.keys(result.errors).length > 0 || result.alerts.length > 0) {
        setServerErrors(result.errors);
        setAlerts(result.alerts);
        if (Object.keys(result.errors).length > 0) {
          setRefusals((count) => count + 1);
          onRefused?.(result.errors);
        }
        return;
      }
      const answered = result.patch ? { ...draft, ...result.patch } : draft;
      if (step.submit && (await onPosted?.(answered, step))) {
        // Finished by what the post made: nothing of the run is kept, and it is never shown again.
        leaveStep();
        store.clear();
        store.move({ ...result.position, done: true });
        return;
      }
      if (result.position.done && complete && !(await complete(answered))) return;
      const moved =
        then !== undefined && !result.position.done
          ? goToFrom(definition, result.position, answered, then)
          : result.position;
      if (loadStep && !moved.done) {
        try {
          await loadStep(moved.step);
        } catch (thrown) {
          failedToLoad = thrown ?? new Error('The step could not be loaded.');
          return;
        }
      }
      leaveStep();
      store.move(moved);
    } catch (thrown) {
      const failure = errorFromThrown(thrown);
      setError(failure);
      onFailed?.(failure);
    } finally {
      setLoadFailure(failedToLoad);
      pendingRef.current = false;
      setPending(false);
    }
  };

  const errors = { ...serverErrors, ...form.errors };

  return {
    step,
    index,
    titles: active.map((at) => definition.steps[at]?.title ?? ''),
    position: Math.max(0, active.indexOf(index)),
    done: run.position.done,
    draft: run.draft,
    form,
    errors,
    control: (name, options) => ({ ...form.control(name, options), error: errors[name] }),
    alerts,
    dismissAlert: (at) => setAlerts((current) => current.filter((_, i) => i !== at)),
    error,
    loadFailure,
    pending,
    attempts: form.attempts + refusals,
    headingRef,
    next,
    back() {
      if (pendingRef.current) return;
      leaveStep();
      store.move(backFrom(definition, store.run.position, snapshot(store.run).draft as D));
    },
    goTo(target) {
      if (pendingRef.current) return;
      leaveStep();
      store.move(goToFrom(definition, store.run.position, snapshot(store.run).draft as D, target));
    },
    patch: (values) => {
      setServerErrors({});
      store.patch(values);
    },
    resetStep(values) {
      store.patch(values);
      leaveStep();
    },
    cancel() {
      leaveStep();
      store.clear();
    },
  };
}
