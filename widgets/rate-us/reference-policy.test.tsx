import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { keepRatingDraft } from '../../portal/pages/rate-us-draft';
import { RateUsPage } from '../../portal/pages/rate-us-page';
import { renderPage } from '../../portal/test/render-page';
import { setupSandbox } from '../../sandbox/msw';
import { unmountElements } from '../../src/test/mount-element';
import { renderInProvider, TEST_ORIGIN } from '../../src/test/render-in-provider';
import { rendered } from '../../src/test/rendered';
import { RateUs } from './rate-us';
import './rate-us.element';
import { UNUSABLE_REFERENCE } from './system-identifier';

// Issue 30 item 2: one policy for `ref` in its entries (issue 47: `reference`, the element's other name for it, too). Each is given the same value (undefined:
// none at all), rated 6 and sent; each must post the same SystemIdentifier and tell the console the same.
const sandbox = setupSandbox();

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  unmountElements();
  keepRatingDraft(undefined);
});

/** `<fg-rate-us ref>` (or `reference`) on a host page whose config points the API at the sandbox. */
async function element(ref: string | undefined, attribute: 'ref' | 'reference' = 'ref') {
  const config = document.createElement('script');
  config.type = 'application/json';
  config.id = 'fg-config';
  config.textContent = JSON.stringify({ mainApiBase: TEST_ORIGIN, webApiBase: TEST_ORIGIN });
  const tag = document.createElement('fg-rate-us');
  if (ref !== undefined) tag.setAttribute(attribute, ref);
  document.body.append(config, tag);
  const part = <T extends Element>(selector: string) => tag.shadowRoot?.querySelector<T>(selector) ?? null;
  await waitFor(() => expect(part('input[value="6"]')).not.toBeNull());
  part<HTMLInputElement>('input[value="6"]')?.click();
  await rendered();
  part<HTMLButtonElement>('button[type="submit"]')?.click();
}

async function rateSix() {
  await userEvent.click(screen.getByRole('radio', { name: '6' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
}

/** `<RateUs systemIdentifier>` in a React host. */
async function component(ref: string | undefined) {
  renderInProvider(<RateUs systemIdentifier={ref} />);
  await rateSix();
}

/** The portal's `/rate-us-page?ref=`. */
async function page(ref: string | undefined) {
  renderPage(
    <Switch>
      <Route path="/rate-us-page" component={RateUsPage} />
    </Switch>,
    ref === undefined ? '/rate-us-page' : `/rate-us-page?ref=${encodeURIComponent(ref)}`,
  );
  await rateSix();
}

const ENTRIES = [
  ['<fg-rate-us ref>', element],
  ['<fg-rate-us reference>', (ref: string | undefined) => element(ref, 'reference')],
  ['<RateUs systemIdentifier>', component],
  ['/rate-us-page?ref', page],
] as const;

const PLACEHOLDER = /^N\/A -(1?\d)$/;

/** The input, the SystemIdentifier every entry posts, and whether every entry warns. */
const INPUTS: readonly [string, string | undefined, string | RegExp, boolean][] = [
  ['valid', 'EMAIL-2026-06', 'EMAIL-2026-06', false],
  ['valid, with spaces around it', '  EMAIL-2026-06 ', 'EMAIL-2026-06', false],
  ['absent', undefined, PLACEHOLDER, false],
  ['empty', '', PLACEHOLDER, false],
  ['blank', '   ', PLACEHOLDER, true],
  ['too long (101 characters)', 'x'.repeat(101), PLACEHOLDER, true],
  ['a control character', 'A\u0007B', PLACEHOLDER, true],
  ['a bidi override', 'abc\u202Edef', PLACEHOLDER, true],
];

const refWarnings = () =>
  warn.mock.calls.map(([message]) => String(message)).filter((message) => message.includes('cannot be used'));

describe.each(INPUTS)('a ref that is %s', (_, ref, identifier, warns) => {
  it.each(ENTRIES)(
    '%s: lets the customer rate, sends the same SystemIdentifier and warns alike',
    async (__, entry) => {
      await entry(ref);
      await waitFor(() => expect(sandbox.store.state.records.ratings).toHaveLength(1));
      expect(sandbox.store.state.records.ratings[0]).toMatchObject({ OptionSelected: 6, ResponseTypeID: 1 });
      const posted = sandbox.store.state.records.ratings[0]?.SystemIdentifier;
      if (typeof identifier === 'string') expect(posted).toBe(identifier);
      else expect(posted).toMatch(identifier);
      if (warns) {
        expect(refWarnings()).toHaveLength(1);
        expect(refWarnings()[0]).toContain(`cannot be used: ${UNUSABLE_REFERENCE}.`);
      } else expect(refWarnings()).toEqual([]);
    },
  );
});
