import { warnOnce } from './warn-once';

/** What Vue left on an element: that it rendered it, and the template ref it kept, when that is known. */
type VueRendering = { by: 'vue'; templateRef?: string } | undefined;

/** The part of Vue's vnode read here: its normalized ref, `{ i: owner, r: 'name' | Ref | function }`. */
interface VueNodeLike {
  ref?: { r?: unknown } | null;
}

/**
 * @internal
 * What Vue 3 leaves on an element it rendered, read to tell a page's developer that Vue kept `ref="…"`
 * for itself (a template ref: Vue never sets it as an attribute). A development build, or a production
 * one with Vue's devtools on, defines `__vnode` on the element, whose `ref.r` is the name the template
 * wrote; a production build leaves no vnode, only, on an element it listens on (`@fg-submitted`), its
 * event invokers under a symbol described `_vei`. Undefined: no sign of Vue (a plain page, another
 * framework, or a production Vue template that neither listens on the element nor shows it otherwise).
 * Read through {@link keptRefWarning}.
 */
export function vueRendering(element: Element): VueRendering {
  const vnode = (element as Element & { __vnode?: VueNodeLike }).__vnode;
  if (vnode && typeof vnode === 'object') {
    const written = vnode.ref?.r;
    return typeof written === 'string' ? { by: 'vue', templateRef: written } : { by: 'vue' };
  }
  return Object.getOwnPropertySymbols(element).some((symbol) => symbol.description === '_vei')
    ? { by: 'vue' }
    : undefined;
}

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
 * nothing shows Vue rendered it.
 */
export function keptRefWarning(element: Element): [problem: string, fix: string] | undefined {
  if (!takesRef(element) || element.hasAttribute('reference') || element.hasAttribute('ref'))
    return undefined;
  const rendering = vueRendering(element);
  if (!rendering) return undefined;
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
 * {@link keptRefWarning}). Called as the tag's API client loads (plain-element-client.ts's lazyPlainClient), off its first paint.
 */
export function warnIfVueKeptRef(element: Element): void {
  const warning = keptRefWarning(element);
  if (warning) warnOnce(element, ...warning);
}
