import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import './login.element';
import { mountElement, unmountElements } from '../../src/test/mount-element';

afterEach(unmountElements);

describe('<fg-login>', () => {
  it('renders its form in the light DOM so password managers can fill it', async () => {
    const element = mountElement('<fg-login heading-level="1"></fg-login>');
    await waitFor(() => expect(element.querySelector('form')).not.toBeNull());
    expect(element.shadowRoot).toBeNull();
    expect(element.querySelector('h1')?.textContent).toBe('Login');
    expect(element.querySelector('input[autocomplete="current-password"]')).not.toBeNull();
  });

  it.each(['//evil.example', 'https://evil.example/app', 'javascript:alert(1)', '/\\evil.example'])(
    'refuses redirect=%j with an inline message',
    async (redirect) => {
      const element = mountElement(`<fg-login redirect="${redirect.replace(/"/g, '&quot;')}"></fg-login>`);
      await waitFor(() => expect(element.textContent).toContain('<fg-login> cannot start'));
      expect(element.textContent).toContain('redirect must be a path on this site');
      expect(element.querySelector('form')).toBeNull();
    },
  );
});
