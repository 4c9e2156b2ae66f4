import { resetPageRuntime } from '../elements/element-runtime';

/** Adds `html` (one custom element) to the page, as a host page would, and returns the element. */
export function mountElement(html: string): HTMLElement {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = html;
  document.body.append(wrapper);
  const element = wrapper.firstElementChild;
  if (!(element instanceof HTMLElement)) throw new Error('nothing mounted');
  return element;
}

/** Removes every mounted element and the page config they read, so the next test starts clean. */
export function unmountElements(): void {
  document.body.innerHTML = '';
  resetPageRuntime();
}
