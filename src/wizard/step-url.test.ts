// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { pageStepUrl, showStepInUrl, stepInUrl } from './step-url';

describe('the step in the URL', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('reads #stepN as the step index, and nothing else', () => {
    window.history.replaceState(null, '', '/app/buy/unit-trust#step3');
    expect(stepInUrl()).toBe(2);
    window.history.replaceState(null, '', '/app/buy/unit-trust#summary');
    expect(stepInUrl()).toBeUndefined();
  });

  it('pushes a step the user moves to and replaces a correction, keeping path and query', () => {
    window.history.replaceState(null, '', '/app/buy/unit-trust?from=mail');
    const before = window.history.length;
    showStepInUrl(0, 'push');
    expect(window.location.href).toMatch(/\/app\/buy\/unit-trust\?from=mail#step1$/);
    expect(window.history.length).toBe(before + 1);
    showStepInUrl(5, 'replace');
    expect(window.location.hash).toBe('#step6');
    expect(window.history.length).toBe(before + 1);
    showStepInUrl(5, 'push');
    expect(window.history.length).toBe(before + 1);
  });

  it('neither reads nor writes a step once the host has gone to another path', () => {
    window.history.replaceState(null, '', '/app/buy/unit-trust#step3');
    const url = pageStepUrl();
    expect(url.read()).toBe(2);
    window.history.pushState(null, '', '/app/Customer/wealth#step2');
    expect(url.read()).toBeUndefined();
    url.write(0, 'replace');
    expect(window.location.href).toMatch(/\/app\/Customer\/wealth#step2$/);
  });
});
