import { afterEach, describe, expect, it } from 'vitest';
import { displayAsBlock } from './light-dom-display';

afterEach(() => {
  document.adoptedStyleSheets = [];
});

describe('displayAsBlock', () => {
  it("adopts one sheet whose rule makes the tag a block, with no specificity so the page's rules win", () => {
    displayAsBlock('fg-login');
    const rules = document.adoptedStyleSheets.flatMap((sheet) =>
      [...sheet.cssRules].map((rule) => rule.cssText),
    );
    expect(rules).toHaveLength(1);
    expect(rules[0]?.replace(/\s/g, '')).toBe(':where(fg-login){display:block;}');
  });

  it("keeps the page's own adopted sheets", () => {
    const pages = new CSSStyleSheet();
    document.adoptedStyleSheets = [pages];
    displayAsBlock('fg-sign-up');
    expect(document.adoptedStyleSheets).toHaveLength(2);
    expect(document.adoptedStyleSheets[0]).toBe(pages);
  });
});
