import { waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THANDI_USERNAME } from '../sandbox/app';
import { setupSandbox } from '../sandbox/msw';
import { clientNow } from '../src/elements/client-now';
import { eventPropName, widgetEventName } from '../src/elements/events';
import { loginSucceeded, logout } from '../src/session';
import { mountElement, unmountElements } from '../src/test/mount-element';

// The contract every tag shares (ARCHITECTURE.md, "widget pattern"), checked on the real tags. The
// definitions are recorded on their way to the real defineWidget, and each component is wrapped so
// the suite can call the event props the element hands it.
type AnyDefinition = Parameters<typeof import('../src/elements/define-widget').defineWidget>[0];
const recorded = vi.hoisted(() => ({
  definitions: new Map<
    string,
    {
      events: readonly string[];
      lightDom?: boolean;
      attributes: string[];
      schema: AnyDefinition['attributes'];
    }
  >(),
  props: new Map<string, Record<string, unknown>>(),
}));

vi.mock('../src/elements/define-widget', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/elements/define-widget')>();
  return {
    ...actual,
    defineWidget(definition: AnyDefinition) {
      recorded.definitions.set(definition.tag, {
        events: definition.events,
        lightDom: definition.shadow === false,
        attributes: Object.keys(definition.attributes.shape),
        schema: definition.attributes,
      });
      const Component = definition.component;
      function Probe(props: Record<string, unknown>) {
        recorded.props.set(definition.tag, props);
        return createElement(Component, props as never);
      }
      return actual.defineWidget({ ...definition, component: Probe });
    },
  };
});

const sources = import.meta.glob<string>('./*/*.element.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});
await Promise.all(Object.values(import.meta.glob('./*/*.element.ts')).map((load) => load()));

const sandbox = setupSandbox({ origin: window.location.origin });
afterEach(() => {
  unmountElements();
  logout();
  window.history.replaceState(null, '', '/');
});

/** The page a password-reset e-mail links to, with its u, e and t parameters. */
async function resetLinkPage(): Promise<string> {
  await sandbox.app.fetch(
    new Request(`${window.location.origin}/v5/api/Auth/InitiatePasswordReset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailAddress: THANDI_USERNAME, IsLinkReset: true }),
    }),
  );
  const link = sandbox.store.state.emails.at(-1)?.Link ?? '';
  return `/reset-password?${link.split('?')[1] ?? ''}`;
}

/**
 * Per tag: the least it needs to start (attributes, the page it is on, a customer signed in), and one
 * attribute value it must refuse. A buy tag is checked signed in: signed out it puts the page's own
 * <fg-login-dialog> up, whose styles are that light-DOM tag's (its tests cover them).
 */
const TAGS: Record<string, { start: string; bad: string; page?: () => Promise<string>; signedIn?: boolean }> =
  {
    'fg-activate': { start: '', bad: 'heading-level="9"' },
    'fg-buy-secured-investment': { start: '', bad: 'return-url="//evil.example"', signedIn: true },
    'fg-buy-tax-free': { start: '', bad: 'return-url="javascript:alert(1)"', signedIn: true },
    'fg-buy-unit-trust': { start: '', bad: 'return-url="javascript:alert(1)"', signedIn: true },
    'fg-contact-form': { start: '', bad: 'product="A&#7;B"' },
    'fg-forgot-password': { start: '', bad: 'purpose="unlock"' },
    'fg-login': { start: '', bad: 'redirect="//evil.example"' },
    'fg-link-confirmation': { start: 'action="tfsa-switch"', bad: 'action="https://evil.example"' },
    'fg-login-dialog': { start: '', bad: 'redirect="https://evil.example/app"' },
    'fg-member-choice': { start: '', bad: 'heading-level="9"' },
    'fg-reinvest-confirmation': { start: 'reference="SIR-2026-000153"', bad: 'heading-level="9"' },
    'fg-rate-us': { start: '', bad: 'thank-you-url="javascript:alert(1)"' },
    'fg-report-viewer': { start: 'report-id="3"', bad: 'report-id="three"' },
    'fg-reset-password': { start: '', bad: 'heading-level="0"', page: resetLinkPage },
    'fg-tfsa-switch': { start: 'reference="TFS-2026-000042"', bad: 'heading-level="0"' },
    'fg-sign-up': { start: '', bad: 'mobile-redirect="//evil.example"' },
  };

const tags = [...recorded.definitions.keys()].sort();
const mount = (tag: string, attributes: string) => mountElement(`<${tag} ${attributes}></${tag}>`);
/** Where a tag renders: its shadow root, or the element itself for the light-DOM credential forms. */
const rootOf = (element: HTMLElement): ParentNode => element.shadowRoot ?? element;

describe('the element contract', () => {
  it('covers every tag in widgets/', () => {
    expect(Object.keys(sources)).toHaveLength(tags.length);
    expect(tags).toEqual(Object.keys(TAGS).sort());
  });

  it('documents in its JSDoc exactly the attributes and events it has', () => {
    for (const [path, source] of Object.entries(sources)) {
      const tag = /@tag (fg-[a-z-]+)/.exec(source)?.[1] ?? path;
      const definition = recorded.definitions.get(tag);
      const documented = (marker: string) =>
        [...source.matchAll(new RegExp(`@${marker}(?: \\{.*?\\})? ([a-z-]+)`, 'g'))]
          .map((match) => match[1])
          .sort();
      const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      expect(documented('attr'), tag).toEqual([...(definition?.attributes.map(kebab) ?? []), 'nonce'].sort());
      expect(documented('event'), tag).toEqual(definition?.events.map(widgetEventName).sort());
    }
  });

  // The typings (fg-elements.d.ts) and custom-elements.json take each attribute's type from the JSDoc:
  // every value the type allows must pass the schema the element validates with, and nothing else.
  it('types each attribute in its JSDoc as the schema it validates with', () => {
    for (const source of Object.values(sources)) {
      const tag = /@tag (fg-[a-z-]+)/.exec(source)?.[1] ?? '';
      const shape = recorded.definitions.get(tag)?.schema.shape ?? {};
      for (const [, type = '', name = ''] of source.matchAll(/@attr \{(.*?)\} ([a-z-]+)/g)) {
        // Typed attributes are zod schemas' (textAttributes holds untyped text with a rule, not a type).
        const schema = shape[name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] as
          | { safeParse(value: string): { success: boolean } }
          | undefined;
        const accepts = (value: string) => schema?.safeParse(value).success;
        if (/^`\$\{number\}`$/.test(type)) {
          expect(accepts('12'), `${tag} ${name}`).toBe(true);
          expect(accepts('twelve'), `${tag} ${name}`).toBe(false);
          continue;
        }
        const literals = type.split('|').map((part) => /^\s*'([^']*)'\s*$/.exec(part)?.[1]);
        expect(literals, `${tag} ${name}: {${type}} is not a union of strings`).not.toContain(undefined);
        for (const literal of literals)
          expect(accepts(literal ?? ''), `${tag} ${name}="${literal}"`).toBe(true);
        expect(accepts('not-one-of-them'), `${tag} ${name}`).toBe(false);
        const numeric = literals.map(Number).filter(Number.isInteger);
        if (numeric.length > 0) {
          expect(accepts(String(Math.min(...numeric) - 1)), `${tag} ${name}`).toBe(false);
          expect(accepts(String(Math.max(...numeric) + 1)), `${tag} ${name}`).toBe(false);
        }
      }
    }
  });
});

describe.each(tags)('<%s>', (tag) => {
  const { start, bad, page, signedIn } = TAGS[tag] ?? { start: '', bad: '' };
  beforeEach(async () => {
    if (page) window.history.replaceState(null, '', await page());
    if (signedIn) loginSucceeded({ accessToken: await sandbox.tokenFor(THANDI_USERNAME), refreshToken: 'x' });
  });
  const lightDom = recorded.definitions.get(tag)?.lightDom === true;

  it('is harmless to define twice', async () => {
    const { defineWidget } = await import('../src/elements/define-widget');
    const first = customElements.get(tag);
    const definition = recorded.definitions.get(tag);
    expect(first).toBeDefined();
    expect(definition).toBeDefined();
    expect(
      defineWidget({
        tag: tag as `fg-${string}`,
        client: clientNow,
        component: () => null,
        attributes: { shape: {} } as never,
        events: [],
      }),
    ).toBe(first);
  });

  it(
    lightDom
      ? 'renders in the light DOM (a credential form) with its styles in the head under the page nonce'
      : 'renders in an open shadow root with its styles there under the page nonce, none in the head',
    async () => {
      // Light-DOM tags share the head: start without the styles an earlier tag put there.
      for (const style of document.head.querySelectorAll('style[data-emotion]')) style.remove();
      const headBefore = new Set(document.head.querySelectorAll('style'));
      const element = mount(tag, `${start} nonce="c0ntract"`);
      await waitFor(() => expect(recorded.props.get(tag)).toBeDefined());
      const added = () =>
        [...document.head.querySelectorAll('style')].filter((style) => !headBefore.has(style));
      if (lightDom) {
        expect(element.shadowRoot).toBeNull();
        await waitFor(() => expect(added().length).toBeGreaterThan(0));
        expect(
          added().every((style) => style.nonce === 'c0ntract' || style.getAttribute('nonce') === 'c0ntract'),
        ).toBe(true);
      } else {
        expect(element.shadowRoot?.mode).toBe('open');
        await waitFor(() => expect(element.shadowRoot?.querySelectorAll('style').length).toBeGreaterThan(0));
        const styles = [...(element.shadowRoot?.querySelectorAll('style') ?? [])];
        expect(
          styles.every((style) => style.nonce === 'c0ntract' || style.getAttribute('nonce') === 'c0ntract'),
        ).toBe(true);
        expect(added()).toEqual([]);
      }
    },
  );

  it('explains a bad attribute inline instead of starting', async () => {
    recorded.props.delete(tag);
    const element = mount(tag, bad);
    await waitFor(() => expect((rootOf(element) as Node).textContent).toContain(`<${tag}> cannot start`));
    expect(recorded.props.has(tag)).toBe(false);
  });

  it('raises each of its events on the host page as a bubbling, composed fg-* CustomEvent', async () => {
    const element = mount(tag, start);
    await waitFor(() => expect(recorded.props.get(tag)).toBeDefined());
    for (const name of recorded.definitions.get(tag)?.events ?? []) {
      const heard: Event[] = [];
      const listener = (event: Event) => heard.push(event);
      document.addEventListener(widgetEventName(name), listener);
      const raise = recorded.props.get(tag)?.[eventPropName(name)];
      expect(typeof raise, name).toBe('function');
      if (typeof raise === 'function') raise({ probe: name });
      document.removeEventListener(widgetEventName(name), listener);
      expect(heard, name).toHaveLength(1);
      const [event] = heard;
      expect(event).toBeInstanceOf(CustomEvent);
      expect(event?.bubbles && event.composed).toBe(true);
      expect(event?.target).toBe(element);
      expect((event as CustomEvent).detail).toEqual({ probe: name });
    }
  });
});
