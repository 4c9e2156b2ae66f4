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
 * The tag reads it through {@link keptRefWarning}.
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

/**
 * The console's problem and fix when a Vue template rendered `element` without the attribute that
 * names its reference (`reference`, or its older name `ref`, which Vue keeps): with a development build
 * the value Vue took is known; without one, the warning says what to check. None when either attribute
 * is there (`reference=""` says, on purpose, that there is none) or nothing shows Vue rendered it.
 */
export function keptRefWarning(element: Element): [problem: string, fix: string] | undefined {
  if (element.hasAttribute('reference') || element.hasAttribute('ref')) return undefined;
  const rendering = vueRendering(element);
  if (!rendering) return undefined;
  if (rendering.templateRef !== undefined)
    return [
      `has no reference: Vue kept ref="${rendering.templateRef}" as its own template ref, so the placeholder is sent`,
      `write reference="${rendering.templateRef}" (see ${FRAMEWORKS_DOC})`,
    ];
  return [
    'was rendered by Vue without a reference, so the placeholder is sent; if its template says ref="…", Vue kept that as its own template ref',
    `write reference="…" instead, or reference="" for none (see ${FRAMEWORKS_DOC})`,
  ];
}
