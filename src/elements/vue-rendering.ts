/** What Vue left on an element: that it rendered it, and the template ref it kept, when that is known. */
export type VueRendering = { by: 'vue'; templateRef?: string } | undefined;

/** The part of Vue's vnode read here: its normalized ref, `{ i: owner, r: 'name' | Ref | function }`. */
interface VueNodeLike {
  ref?: { r?: unknown } | null;
}

/**
 * What Vue 3 leaves on an element it rendered, read to tell a page's developer that Vue kept `ref="…"`
 * for itself (a template ref: Vue never sets it as an attribute). A development build, or a production
 * one with Vue's devtools on, defines `__vnode` on the element, whose `ref.r` is the name the template
 * wrote; a production build leaves no vnode, only, on an element it listens on (`@fg-submitted`), its
 * event invokers under a symbol described `_vei`. Undefined: no sign of Vue (a plain page, another
 * framework, or a production Vue template that neither listens on the element nor shows it otherwise).
 * Read through vue-ref.ts's keptRefWarning, which only a tag with a sign of Vue fetches.
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
