import type { Page } from '@playwright/test';

/** One layout shift the page had without a recent input, as the browser reported it. */
export interface LayoutShift {
  value: number;
  /** What moved: each shifted element's tag and text, with where it was and where it went. */
  moved: string[];
}

interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

/** From the next page load on, records every layout shift of the page (the Layout Instability API). */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: LayoutShift[] = [];
    const record = (entries: LayoutShiftEntry[]) => {
      for (const entry of entries) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          moved: entry.sources.map(({ node, previousRect, currentRect }) => {
            const text = (node?.textContent ?? '').trim().slice(0, 60);
            return `<${node?.nodeName.toLowerCase()}> "${text}" y ${previousRect.y} → ${currentRect.y}`;
          }),
        });
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries() as LayoutShiftEntry[]));
    observer.observe({ type: 'layout-shift', buffered: true });
    // The observer hears of shifts in a task of its own: a read takes those not yet delivered too.
    Object.defineProperty(window, '__layoutShifts', {
      value: () => {
        record(observer.takeRecords() as LayoutShiftEntry[]);
        return shifts;
      },
    });
  });
}

/** The shifts recorded on the current page so far, including any the observer has not yet been told of. */
export function layoutShiftsOf(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { __layoutShifts: () => LayoutShift[] }).__layoutShifts());
}

/** The page's cumulative layout shift so far: the sum of the shifts (one session window at most here). */
export const cumulativeShift = (shifts: LayoutShift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);
