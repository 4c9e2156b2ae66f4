import type { VueRendering } from './vue-rendering';
import { warnOnce } from './warn-once';

/** Where the tags' use in Vue, Angular and Svelte is written down, for the console's fix. */
const FRAMEWORKS_DOC = "fg-portal's docs/frameworks.md";

/** Whether `element` is a tag that takes a `ref` attribute (`<fg-rate-us>`: its reference's first name). */
function takesRef(element: Element): boolean {
  const observed = (element.constructor as { observedAttributes?: unknown }).observedAttributes;
  return Array.isArray(observed) && observed.includes('ref');
}

/**
 * @internal
 * The console's problem and fix when a Vue template rendered a tag that takes `ref` without the
 * attribute that names its reference (`reference`, or `ref`, which Vue keeps): with a development build
 * the value Vue took is known; without one, the warning says what to check. None for a tag without
 * `ref`, when either attribute is there (`reference=""` says, on purpose, that there is none) or when
 * nothing shows Vue rendered it. `rendering` is what vue-rendering.ts read on the element (given, not read
 * here, so that this module's chunk imports nothing from the chunk that fetches it).
 */
export function keptRefWarning(
  element: Element,
  rendering: VueRendering,
): [problem: string, fix: string] | undefined {
  if (!rendering || !takesRef(element) || element.hasAttribute('reference') || element.hasAttribute('ref'))
    return undefined;
  if (rendering.templateRef !== undefined)
    return [
      `has no reference: Vue kept ref="${rendering.templateRef}" as its own template ref, so the tag never saw it`,
      `write reference="${rendering.templateRef}" (see ${FRAMEWORKS_DOC})`,
    ];
  return [
    'was rendered by Vue without a reference: if its template says ref="…", Vue kept that as its own template ref, so the tag never saw it',
    `write reference="…" instead, or reference="" for none (see ${FRAMEWORKS_DOC})`,
  ];
}

/**
 * Tells the page's developer once, on the console, that a Vue template kept this tag's `ref` (see
 * {@link keptRefWarning}). Fetched as the tag's API client loads (plain-element-client.ts's
 * lazyPlainClient), off its first paint, and only for a tag Vue rendered: no other page carries its words.
 */
export function warnIfVueKeptRef(element: Element, rendering: VueRendering): void {
  const warning = keptRefWarning(element, rendering);
  if (warning) warnOnce(element, ...warning);
}
