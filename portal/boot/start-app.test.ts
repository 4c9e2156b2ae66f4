// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceAppReady } from './app-ready';
import { startApp } from './start-app';

// The modules are not fetched here: happy-dom reports each as loaded (it would report an error).
const happyDom = (
  window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
).happyDOM;
happyDom.settings.handleDisabledFileLoadingAsSuccess = true;

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

function prerenderedPage(modules: string) {
  document.body.innerHTML = '<form method="post"><button>Login</button></form>';
  const boot = document.createElement('script');
  boot.dataset.modules = modules;
  const sent = vi.fn((event: Event) => event.preventDefault());
  document.querySelector('form')?.addEventListener('submit', sent);
  let paint = () => {};
  const waitForPaint = (then: () => void) => {
    paint = then;
  };
  return {
    boot,
    sent,
    waitForPaint,
    paint: () => paint(),
    login: document.querySelector('button') as HTMLElement,
  };
}

const added = () =>
  [...document.head.children].map((element) =>
    element instanceof HTMLScriptElement
      ? `script ${element.type} ${element.getAttribute('src')} ${element.crossOrigin}`
      : `link ${element.getAttribute('rel')} ${element.getAttribute('href')} ${(element as HTMLLinkElement).crossOrigin}`,
  );

describe('startApp', () => {
  it("fetches the app's modules only once the page has painted: the imports preloaded, then the entry", () => {
    const page = prerenderedPage('/assets/index-A1.js /assets/styles-B2.js /assets/login-page-D4.js');
    startApp(page.boot, document, page.waitForPaint);
    expect(added()).toEqual([]);
    page.paint();
    expect(added()).toEqual([
      'link modulepreload /assets/styles-B2.js ',
      'link modulepreload /assets/login-page-D4.js ',
      'script module /assets/index-A1.js ',
    ]);
  });

  it('holds a Login pressed before the app runs and sends it once the app says it has taken over', () => {
    const page = prerenderedPage('/assets/index-A1.js');
    startApp(page.boot, document, page.waitForPaint);
    page.login.click();
    page.paint();
    expect(page.sent).not.toHaveBeenCalled();
    announceAppReady(document);
    expect(page.sent).toHaveBeenCalledTimes(1);
  });

  it('sends what was held as plain HTML would when the app fails to load', () => {
    const page = prerenderedPage('/assets/index-A1.js');
    startApp(page.boot, document, page.waitForPaint);
    page.login.click();
    page.paint();
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    expect(page.sent).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a list it refuses: no modules, and presses go through', () => {
    const page = prerenderedPage('/assets/index-A1.js https://evil.example/x.js');
    startApp(page.boot, document, page.waitForPaint);
    page.paint();
    expect(added()).toEqual([]);
    page.login.click();
    expect(page.sent).toHaveBeenCalledTimes(1);
  });
});
