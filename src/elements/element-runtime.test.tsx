import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configure, createConfig } from '../config';
import { WidgetProvider } from '../react/widget-provider';
import { pageRuntimeConfig, resetPageRuntime } from './element-runtime';

afterEach(() => {
  resetPageRuntime();
  document.head.innerHTML = '';
});

describe("the page's settings as its tags read them", () => {
  it("are the page's block, kept between renders", () => {
    document.head.innerHTML =
      '<script type="application/json" data-fg-config>{"mainApiBase":"https://api.example.co.za"}</script>';
    const first = pageRuntimeConfig();
    expect(first.mainApiBase).toBe('https://api.example.co.za');
    expect(pageRuntimeConfig()).toBe(first);
  });

  it('are read again once configure() sets new ones', () => {
    expect(pageRuntimeConfig().mainApiBase).toBe(window.location.origin);
    configure({ mainApiBase: 'https://api.example.co.za', fspNumber: '12345' });
    expect(pageRuntimeConfig()).toMatchObject({
      mainApiBase: 'https://api.example.co.za',
      fspNumber: '12345',
    });
  });

  it("follow a React host's WidgetProvider: one configuration for its components and the page's tags", () => {
    const config = createConfig('https://portal.example.co.za', { mainApiBase: 'https://api.example.co.za' });
    render(
      <WidgetProvider config={config}>
        <p>host</p>
      </WidgetProvider>,
    );
    expect(pageRuntimeConfig()).toMatchObject({
      mainApiBase: 'https://api.example.co.za',
      authBase: 'https://portal.example.co.za/auth',
    });
  });
});
