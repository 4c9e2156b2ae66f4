/** The problems each element has already reported, so a re-render never repeats one. */
const reported = new WeakMap<Element, Set<string>>();

/**
 * Tells the page's developer, on the console, what is wrong with one element and how to fix it: once per
 * element and problem, however often it renders. Visitors see the widget's own message, if any.
 */
export function warnOnce(element: Element, problem: string, fix: string): void {
  const seen = reported.get(element) ?? new Set<string>();
  reported.set(element, seen);
  if (seen.has(problem)) return;
  seen.add(problem);
  console.warn(`<${element.localName}> ${problem}. Fix: ${fix}.`);
}
