import { describe, expect, it, vi } from 'vitest';
import { afterContentfulPaint, PAINT_WAIT_LIMIT_MS, type PaintEnvironment } from './after-contentful-paint';

/** A browser whose paint reports and timers the test fires. */
function fakeBrowser(options: { hidden?: boolean; reportsPaints?: boolean } = {}) {
  const timers: Array<{ callback: () => void; ms: number }> = [];
  let report: ((list: Pick<PerformanceObserverEntryList, 'getEntriesByName'>) => void) | null = null;
  let disconnected = false;
  class FakeObserver {
    static readonly supportedEntryTypes = options.reportsPaints === false ? ['mark'] : ['mark', 'paint'];
    constructor(callback: typeof report) {
      report = callback;
    }
    observe(init: PerformanceObserverInit) {
      expect(init).toEqual({ type: 'paint', buffered: true });
    }
    disconnect() {
      disconnected = true;
    }
  }
  const environment: PaintEnvironment = {
    document: { visibilityState: options.hidden ? 'hidden' : 'visible' },
    PerformanceObserver: FakeObserver as unknown as typeof PerformanceObserver,
    setTimeout: (callback, ms) => timers.push({ callback, ms }),
  };
  return {
    environment,
    /** Reports paints by name, as Chromium does: `first-paint` and `first-contentful-paint`. */
    paint: (...names: string[]) =>
      report?.({
        getEntriesByName: (name: string) =>
          names.filter((reported) => reported === name).map(() => ({}) as PerformanceEntry),
      }),
    runTimers: (ms: number) => {
      for (const timer of timers.splice(0).filter((t) => t.ms === ms)) timer.callback();
    },
    disconnected: () => disconnected,
  };
}

describe('afterContentfulPaint', () => {
  it('goes on in the task after the first contentful paint is reported, once', () => {
    const browser = fakeBrowser();
    const then = vi.fn();
    afterContentfulPaint(then, browser.environment);
    expect(then).not.toHaveBeenCalled();
    browser.paint('first-paint', 'first-contentful-paint');
    expect(browser.disconnected()).toBe(true);
    expect(then).not.toHaveBeenCalled();
    browser.runTimers(0);
    expect(then).toHaveBeenCalledTimes(1);
    browser.runTimers(PAINT_WAIT_LIMIT_MS);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits on past a first paint of backgrounds alone, for the paint with content', () => {
    const browser = fakeBrowser();
    const then = vi.fn();
    afterContentfulPaint(then, browser.environment);
    browser.paint('first-paint');
    browser.runTimers(0);
    expect(then).not.toHaveBeenCalled();
    expect(browser.disconnected()).toBe(false);
    browser.paint('first-contentful-paint');
    browser.runTimers(0);
    expect(then).toHaveBeenCalledTimes(1);
    expect(browser.disconnected()).toBe(true);
  });

  it(`goes on after ${PAINT_WAIT_LIMIT_MS} ms when no paint is reported`, () => {
    const browser = fakeBrowser();
    const then = vi.fn();
    afterContentfulPaint(then, browser.environment);
    browser.runTimers(PAINT_WAIT_LIMIT_MS);
    expect(then).toHaveBeenCalledTimes(1);
    expect(browser.disconnected()).toBe(true);
  });

  it('goes on at once on a page opened in the background, which paints only when shown', () => {
    const then = vi.fn();
    afterContentfulPaint(then, fakeBrowser({ hidden: true }).environment);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('goes on at once where the browser reports no paints', () => {
    const then = vi.fn();
    afterContentfulPaint(then, fakeBrowser({ reportsPaints: false }).environment);
    expect(then).toHaveBeenCalledTimes(1);
    const without = vi.fn();
    afterContentfulPaint(without, { ...fakeBrowser().environment, PerformanceObserver: undefined });
    expect(without).toHaveBeenCalledTimes(1);
  });
});
