/**
 * A light-DOM tag as a block a host can size, as a shadow tag is by its own `:host{display:block}`: one
 * constructed sheet on the document (a strict CSP allows it), whose `:where()` rule has no specificity, so
 * any rule of the page's about the tag wins. Called once, as the tag's module defines it.
 */
export function displayAsBlock(tag: string): void {
  if (typeof document === 'undefined' || !document.adoptedStyleSheets) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`:where(${tag}){display:block}`);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
