import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { THANDI_USERNAME } from '../../sandbox/app';
import { setupSandbox } from '../../sandbox/msw';
import { loginSucceeded, logout } from '../../src/session';
import './member-choice.element';
import { mountElement, unmountElements } from '../../src/test/mount-element';

// Elements default the API to the origin serving them; under test that is the page's.
const sandbox = setupSandbox({ origin: window.location.origin });

beforeEach(async () => {
  loginSucceeded({ accessToken: await sandbox.tokenFor(THANDI_USERNAME), refreshToken: 'x' });
});

afterEach(() => {
  unmountElements();
  logout();
});

const inShadow = (element: HTMLElement, selector: string) => [
  ...(element.shadowRoot?.querySelectorAll<HTMLElement>(selector) ?? []),
];
const button = (element: HTMLElement, text: string) => {
  const found = [...inShadow(element, 'button')].find((candidate) => candidate.textContent === text);
  if (!found) throw new Error(`no button ${text}`);
  return found;
};

describe('<fg-member-choice>', () => {
  it('shows the options in its shadow root and raises fg-saving then fg-changed on the host page', async () => {
    const element = mountElement(
      '<fg-member-choice product-instance-id="700104" member-id="800104"></fg-member-choice>',
    );
    const events: CustomEvent[] = [];
    for (const name of ['fg-saving', 'fg-changed']) {
      document.addEventListener(name, (event) => events.push(event as CustomEvent));
    }
    await waitFor(() => expect(inShadow(element, 'li')).toHaveLength(3));
    expect(inShadow(element, 'h3').map((heading) => heading.textContent)).toEqual([
      'Growth Fund',
      'Balanced Fund',
      'Income Fund',
    ]);
    button(element, 'Choose Income Fund').click();
    await waitFor(() => button(element, 'Yes, change to Income Fund').click());

    await waitFor(() => expect(events.map((event) => event.type)).toEqual(['fg-saving', 'fg-changed']));
    expect(events[0]?.detail).toMatchObject({ Description: 'Income Fund', StatusTransitionID: 43 });
    expect(events[1]?.detail).toMatchObject({ Description: 'Income Fund', IsSelected: true });
    expect(events[1]?.composed).toBe(true);
    await waitFor(() =>
      expect(element.shadowRoot?.textContent).toContain('Your member choice was changed to Income Fund.'),
    );
  });

  it('takes a heading level for its options', async () => {
    const element = mountElement('<fg-member-choice heading-level="4"></fg-member-choice>');
    await waitFor(() => expect(inShadow(element, 'h4')).toHaveLength(3));
  });

  it.each([
    [
      'a product-instance-id that is not a number',
      '<fg-member-choice product-instance-id="abc"></fg-member-choice>',
      'product-instance-id must be a positive whole number',
    ],
    [
      'a heading level out of range',
      '<fg-member-choice heading-level="1"></fg-member-choice>',
      'heading-level must be a number from 2 to 6',
    ],
  ])('explains %s inline instead of starting', async (_, html, message) => {
    const element = mountElement(html);
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('<fg-member-choice> cannot start'));
    expect(element.shadowRoot?.textContent).toContain(message);
  });
});
