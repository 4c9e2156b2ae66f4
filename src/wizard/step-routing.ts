import { snapshot, subscribe } from 'valtio/vanilla';
import type { WizardDefinition } from './definition';
import type { DraftStore, WizardRun } from './draft-store';
import { currentStep, goTo } from './machine';
import type { StepUrl } from './step-url';

/**
 * Where a wizard keeps its step: in memory only (`virtual`, the default: the host page's URL is the
 * host's), or also in the URL's hash (`hash`: #step1…, so the browser's Back and Forward move between
 * steps and a bookmark opens one). Either way a reload continues from the stored draft.
 */
export type WizardRouting = 'virtual' | 'hash';

export interface StepRoutingOptions<D> {
  /**
   * Show the step the URL names now (a bookmark, a reload): on the run's arrival only. Routing started
   * again for the same run (new rules for the same wizard) keeps the step it shows.
   */
  arrive: boolean;
  /** A step is being posted: the browser's Back and Forward wait for it rather than move the run. */
  isBusy(): boolean;
  /** The browser's Back or Forward is about to show another step: what the shown one showed goes. */
  onLeave(): void;
  /**
   * The run shows step `index`: once when routing starts, then each time the shown step changes (a
   * move, Back and Forward, an answer that skips or closes the shown step), with the run to act on.
   */
  onArrive?(index: number, store: DraftStore<D>): void;
}

/**
 * Keeps a run's step and the URL in step: a step named by the URL on arrival (a bookmark, a reload) is
 * shown as far as the answers allow; every step shown afterwards is written to the URL, the first and
 * corrections replacing its entry and a step the user moves to pushed; the browser's Back and Forward
 * move the run to the step they name, or, when the answers do not reach it, put the URL back. Each
 * step the run comes to show is announced to `onArrive`. A finished run writes and announces nothing.
 * Returns how to stop.
 */
export function routeSteps<D>(
  definition: WizardDefinition<D>,
  store: DraftStore<D>,
  /** Where the step is kept for the browser; none for a run kept in memory only (`virtual` routing). */
  url: StepUrl | undefined,
  { arrive, isBusy, onLeave, onArrive }: StepRoutingOptions<D>,
): () => void {
  const live = () => snapshot(store.run) as WizardRun<D>;
  const shownStep = (run: WizardRun<D>) => currentStep(definition, run.position, run.draft);

  let announced: number | undefined;
  let written: number | undefined;
  let how: 'push' | 'replace' = 'replace';
  const writeShown = () => {
    const run = live();
    if (run.position.done) return;
    const shown = shownStep(run);
    if (shown !== announced) {
      announced = shown;
      onArrive?.(shown, store);
    }
    if (shown === written) return;
    url?.write(shown, how);
    written = shown;
    how = 'push';
  };

  // Arriving, the run goes to the step the URL names, else the one it was stored on, but only as far as
  // the answers before it pass their rules now: a stored run is never trusted past a step it fails (a
  // draft from before a rule changed, or edited in the tab, would otherwise reach Confirm unchecked).
  const wanted = arrive ? (url?.read() ?? live().position.step) : undefined;
  if (wanted !== undefined) {
    const run = live();
    store.move(goTo(definition, run.position, run.draft, wanted));
  }
  writeShown();
  // valtio batches a burst of changes into one call: two moves before it runs write only where the run went.
  const unsubscribe = subscribe(store.run, writeShown);

  const unlisten = url?.listen(() => {
    const wantedNow = url.read();
    const run = live();
    if (wantedNow === undefined || isBusy() || run.position.done) return;
    const arrived = goTo(definition, run.position, run.draft, wantedNow);
    const shown = currentStep(definition, arrived, run.draft);
    if (shown !== shownStep(run)) {
      onLeave();
      store.move(arrived);
    }
    // The URL names the step now shown: the one asked for, or (when the answers do not reach it) the
    // one still shown, its entry put back.
    url.write(shown, 'replace');
    written = shown;
  });

  return () => {
    unsubscribe();
    unlisten?.();
  };
}
