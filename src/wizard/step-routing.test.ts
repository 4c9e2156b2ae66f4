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
  const routing = routeSteps(exampleWizard, store, history.url, {
    arrive,
    isBusy: () => busy,
    onLeave,
  });
  return { history, store, routing, onLeave };
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

  it('replaces the entry for a correction the caller asks to keep out of the history', async () => {
    const { history, store, routing } = started(undefined, adult);
    routing.replaceNext();
    store.move({ step: 2, done: false });
    await settled();
    expect(history.entries()).toEqual([2]);
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
    const { history, store, routing } = started(undefined, adult);
    routing.stop();
    store.move({ step: 1, done: false });
    await settled();
    history.back();
    expect(history.entries()).toEqual([0]);
    expect(store.run.position.step).toBe(1);
  });
});
