import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetPageRuntime } from '../../src/elements/element-runtime';
import './login.element';

function mount(html: string): HTMLElement {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = html;
  document.body.append(wrapper);
  const element = wrapper.firstElementChild;
  if (!(element instanceof HTMLElement)) throw new Error('nothing mounted');
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
  resetPageRuntime();
});

describe('<fg-login>', () => {
  it('renders its form in the light DOM so password managers can fill it', async () => {
    const element = mount('<fg-login heading-level="1"></fg-login>');
    await waitFor(() => expect(element.querySelector('form')).not.toBeNull());
    expect(element.shadowRoot).toBeNull();
    expect(element.querySelector('h1')?.textContent).toBe('Login');
    expect(element.querySelector('input[autocomplete="current-password"]')).not.toBeNull();
  });

  it.each(['//evil.example', 'https://evil.example/app', 'javascript:alert(1)', '/\\evil.example'])(
    'refuses redirect=%j with an inline message',
    async (redirect) => {
      const element = mount(`<fg-login redirect="${redirect.replace(/"/g, '&quot;')}"></fg-login>`);
      await waitFor(() => expect(element.textContent).toContain('<fg-login> cannot start'));
      expect(element.textContent).toContain('redirect must be a path on this site');
      expect(element.querySelector('form')).toBeNull();
    },
  );
});
