import { describe, expect, it, vi } from 'vitest';
import { createDraftStore } from './draft-store';
import { routeSteps } from './step-routing';
import type { StepUrl, StepUrlWrite } from './step-url';
import { type ExampleDraft, exampleWizard } from './test/example-wizard';

/** A browser history of `#stepN` entries in memory: what the wizard wrote, and Back and Forward. */
function memoryHistory(arrival?: number) {
  const entries: (number | undefined)[] = [arrival];
  let at = 0;
  const listeners = new Set<() => void>();
  const writes: [number, StepUrlWrite][] = [];
  const url: StepUrl = {
    read: () => entries[at],
    write(index, how) {
      writes.push([index, how]);
      if (entries[at] === index) return;
      if (how === 'push') {
        entries.splice(at + 1, entries.length, index);
        at += 1;
      } else entries[at] = index;
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const travel = (by: number) => {
    at += by;
    for (const listener of listeners) listener();
  };
  return {
    url,
    writes,
    entries: () => [...entries],
    shown: () => entries[at],
    back: () => travel(-1),
    forward: () => travel(1),
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const adult: Partial<ExampleDraft> = { name: 'Thandi', password: 'Sandbox#2026', adult: true };

function started(arrival?: number, answers: Partial<ExampleDraft> = {}, busy = false, arrive = true) {
  const history = memoryHistory(arrival);
  const store = createDraftStore(exampleWizard, null);
  store.patch(answers);
  const onLeave = vi.fn();
  const stop = routeSteps(exampleWizard, store, history.url, {
    arrive,
    isBusy: () => busy,
    onLeave,
  });
  return { history, store, stop, onLeave };
}

describe('a wizard step kept in the URL', () => {
  it('replaces the arrival entry with the first step, then pushes each step the user moves to', async () => {
    const { history, store } = started(undefined, adult);
    expect(history.writes).toEqual([[0, 'replace']]);
    store.move({ step: 1, done: false });
    await settled();
    store.move({ step: 2, done: false });
    await settled();
    expect(history.entries()).toEqual([0, 1, 2]);
    expect(history.writes.slice(1)).toEqual([
      [1, 'push'],
      [2, 'push'],
    ]);
  });

  it('on arrival shows the step the URL names as far as the answers allow, and corrects the URL', () => {
    const reachable = started(2, adult);
    expect(reachable.store.run.position.step).toBe(2);
    expect(reachable.history.entries()).toEqual([2]);

    // Nothing answered: #step3 cannot be reached, so the first step shows and the entry says so.
    const unreachable = started(2);
    expect(unreachable.store.run.position.step).toBe(0);
    expect(unreachable.history.entries()).toEqual([0]);
  });

  it('started again for the same run (new rules), keeps the step shown and corrects the URL', () => {
    const { history, store } = started(2, adult, false, false);
    expect(store.run.position.step).toBe(0);
    expect(history.entries()).toEqual([0]);
  });

  it("moves the run with the browser's Back and Forward, leaving the shown step first", async () => {
    const { history, store, onLeave } = started(undefined, adult);
    store.move({ step: 1, done: false });
    await settled();
    history.back();
    expect(store.run.position.step).toBe(0);
    expect(onLeave).toHaveBeenCalledTimes(1);
    await settled();
    history.forward();
    expect(store.run.position.step).toBe(1);
    await settled();
    // Nothing was written over the entries Forward returns to.
    expect(history.entries()).toEqual([0, 1]);
  });

  it('puts the URL back when the answers do not reach the step Forward names', async () => {
    const { history, store, onLeave } = started(undefined, adult);
    store.move({ step: 1, done: false });
    await settled();
    store.move({ step: 2, done: false });
    await settled();
    history.back();
    history.back();
    await settled();
    // The answers change: the third step is no longer reachable from the first.
    store.patch({ name: '' });
    history.forward();
    expect(store.run.position.step).toBe(0);
    expect(history.shown()).toBe(0);
    expect(onLeave).toHaveBeenCalledTimes(2);
  });

  it('writes only where the run went when it moves twice before the URL is written', async () => {
    const { history, store } = started(undefined, adult);
    store.move({ step: 1, done: false });
    store.move({ step: 2, done: false });
    await settled();
    expect(history.entries()).toEqual([0, 2]);
  });

  it('leaves the run alone while a step is posted, and writes nothing for a finished run', async () => {
    const busy = started(undefined, adult, true);
    busy.store.move({ step: 1, done: false });
    await settled();
    busy.history.back();
    expect(busy.store.run.position.step).toBe(1);

    const { history, store } = started(undefined, adult);
    store.move({ step: 2, done: true });
    await settled();
    expect(history.entries()).toEqual([0]);
  });

  it('stops writing and listening once stopped', async () => {
    const { history, store, stop } = started(undefined, adult);
    stop();
    store.move({ step: 1, done: false });
    await settled();
    history.back();
    expect(history.entries()).toEqual([0]);
    expect(store.run.position.step).toBe(1);
  });
});

describe('arrival at a step', () => {
  function arriving(url?: StepUrl, answers: Partial<ExampleDraft> = adult) {
    const store = createDraftStore(exampleWizard, null);
    store.patch(answers);
    const arrivals: number[] = [];
    const stop = routeSteps(exampleWizard, store, url, {
      arrive: true,
      isBusy: () => false,
      onLeave: () => undefined,
      onArrive: (index, run) => {
        expect(run).toBe(store);
        arrivals.push(index);
      },
    });
    return { store, stop, arrivals };
  }

  it('announces the step a run starts on, then each step it moves to, once, without a URL', async () => {
    const { store, arrivals } = arriving();
    expect(arrivals).toEqual([0]);
    store.move({ step: 1, done: false });
    await settled();
    // An answer that leaves the shown step where it is announces nothing.
    store.patch({ password: 'Sandbox#2026' });
    await settled();
    store.move({ step: 0, done: false });
    await settled();
    expect(arrivals).toEqual([0, 1, 0]);
  });

  it('announces the step the URL named on arrival, and those the browser’s Back and Forward show', async () => {
    const history = memoryHistory(1);
    const { store, arrivals } = arriving(history.url);
    expect(arrivals).toEqual([1]);
    store.move({ step: 2, done: false });
    await settled();
    history.back();
    await settled();
    history.forward();
    await settled();
    expect(arrivals).toEqual([1, 2, 1, 2]);
  });

  it('announces the step an answer snaps the run to when it skips the shown one', async () => {
    const { store, arrivals } = arriving();
    store.move({ step: 2, done: false });
    await settled();
    // No longer an adult: the drink step is skipped, and the run shows the last step it goes through.
    store.patch({ adult: false });
    await settled();
    expect(arrivals).toEqual([0, 2, 1]);
  });

  it('lets the arrival patch the run, and announces nothing for a finished or stopped run', async () => {
    const store = createDraftStore(exampleWizard, null);
    const stop = routeSteps(exampleWizard, store, undefined, {
      arrive: true,
      isBusy: () => false,
      onLeave: () => undefined,
      onArrive: (index, run) => run.patch({ drink: `arrived at ${index}` }),
    });
    expect(store.run.draft.drink).toBe('arrived at 0');

    const finished = arriving();
    finished.store.move({ step: 2, done: true });
    await settled();
    finished.stop();
    finished.store.move({ step: 1, done: false });
    await settled();
    expect(finished.arrivals).toEqual([0]);
    stop();
  });
});
