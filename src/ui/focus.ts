const focusableSelector = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** Elements inside `root` that Tab reaches, in document order. */
export function tabbableWithin(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  );
}

/** The focused element, looking inside open shadow roots, where `document.activeElement` stops at the host. */
export function deepActiveElement(doc: Document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** The element focused inside `node`'s root (its shadow root or document). */
export function activeElementIn(node: Node): Element | null {
  const root = node.getRootNode();
  return 'activeElement' in root ? (root as Document | ShadowRoot).activeElement : null;
}

/** Focuses `element` if it is still in the page and can take focus. */
export function focusIfPossible(element: Element | null): void {
  if (element?.isConnected && 'focus' in element && typeof element.focus === 'function') {
    (element as HTMLElement).focus();
  }
}
