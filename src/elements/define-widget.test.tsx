import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { mountElement, unmountElements } from '../test/mount-element';
import { Button, makeStyles, useClasses } from '../ui';
import { LOAD_FAILED_TEXT, LOAD_FAILED_TITLE } from '../ui/failure-boundary';
import { clientNow } from './client-now';
import { defineWidget } from './define-widget';
import type { EventProps } from './events';
import { warnOnce } from './warn-once';

// The real warnOnce, counted: every render checks the attributes through it, in an effect.
vi.mock('./warn-once', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./warn-once')>();
  return { warnOnce: vi.fn(actual.warnOnce) };
});

type GreetingEvents = { greeted: { name: string } };
const greetingAttributes = z.object({
  name: z.string().check(z.minLength(1, 'give a name')),
  times: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d+$/, 'use a whole number')),
      z.transform((value: string) => Number(value)),
    ),
  ),
});

const textOnly = z.object({});

const greetingStyles = makeStyles(() => ({ root: { color: 'rgb(1, 2, 3)' } }));

function Greeting({
  name,
  times = 1,
  onGreeted,
}: z.output<typeof greetingAttributes> & EventProps<GreetingEvents>) {
  const classes = useClasses(greetingStyles);
  return (
    <div className={classes.root}>
      <p>{`Hello ${name} x${times}`}</p>
      <Button onClick={() => onGreeted?.({ name })}>Greet</Button>
    </div>
  );
}

defineWidget<typeof greetingAttributes, GreetingEvents>({
  tag: 'fg-test-greeting',
  client: clientNow,
  component: Greeting,
  attributes: greetingAttributes,
  events: ['greeted'],
});

/** Throws while `failing.now` is set, as a part whose chunk did not download would. */
const failing = { now: true };
function Fragile() {
  if (failing.now) throw new Error('chunk did not load');
  return <p>Loaded</p>;
}

defineWidget<typeof textOnly, Record<string, never>>({
  tag: 'fg-test-fragile',
  client: clientNow,
  component: Fragile,
  attributes: textOnly,
  events: [],
});

function EmailOnly() {
  return (
    <form>
      <p>Your e-mail, please.</p>
      <label>
        Email address <input type="email" />
      </label>
    </form>
  );
}

defineWidget<typeof textOnly, Record<string, never>>({
  tag: 'fg-test-one-field',
  client: clientNow,
  component: EmailOnly,
  attributes: textOnly,
  events: [],
  shadow: { mode: 'open', delegatesFocus: true },
});

defineWidget<typeof textOnly, Record<string, never>>({
  tag: 'fg-test-light',
  client: clientNow,
  component: EmailOnly,
  attributes: textOnly,
  events: [],
  shadow: false,
});

const shadowText = (element: HTMLElement) => element.shadowRoot?.textContent ?? '';

afterEach(unmountElements);

describe('defineWidget', () => {
  it('renders into an open shadow root with parsed attributes', async () => {
    const element = mountElement('<fg-test-greeting name="Thandi" times="3"></fg-test-greeting>');
    await waitFor(() => expect(shadowText(element)).toContain('Hello Thandi x3'));
    expect(element.shadowRoot?.mode).toBe('open');
  });

  it('re-renders when an attribute changes', async () => {
    const element = mountElement('<fg-test-greeting name="Thandi"></fg-test-greeting>');
    await waitFor(() => expect(shadowText(element)).toContain('Hello Thandi x1'));
    element.setAttribute('name', 'Sipho');
    await waitFor(() => expect(shadowText(element)).toContain('Hello Sipho x1'));
  });

  it('shows a clear inline message for a bad attribute instead of a blank element', async () => {
    const element = mountElement('<fg-test-greeting name="Thandi" times="many"></fg-test-greeting>');
    await waitFor(() => expect(shadowText(element)).toContain('<fg-test-greeting> cannot start'));
    expect(shadowText(element)).toContain('times: use a whole number');
    expect(element.shadowRoot?.querySelector('[role="alert"]')).not.toBeNull();
  });

  it('keeps a part that failed in the element, with the reason and a Try again that renders it afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failing.now = true;
    const element = mountElement('<fg-test-fragile></fg-test-fragile>');
    const alert = () => element.shadowRoot?.querySelector('[role="alert"]');
    await waitFor(() => expect(alert()).toBeTruthy());
    expect(alert()?.textContent).toBe(`${LOAD_FAILED_TITLE}${LOAD_FAILED_TEXT}Try again`);
    failing.now = false;
    const retry = [...(element.shadowRoot?.querySelectorAll('button') ?? [])].find(
      (button) => button.textContent === 'Try again',
    );
    retry?.click();
    await waitFor(() => expect(shadowText(element)).toContain('Loaded'));
    expect(alert()).toBeNull();
  });

  it('tells the developer once on the console which attribute is wrong and how to fix it, not per render', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const element = mountElement('<fg-test-greeting name="Thandi" times="many"></fg-test-greeting>');
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn.mock.calls[0]?.[0]).toBe(
      '<fg-test-greeting> times="many" cannot be used: use a whole number. Fix: correct or remove times.',
    );
    // The message on the page does not change with the name: wait for each render's own check.
    for (const name of ['Sipho', 'Lerato']) {
      vi.mocked(warnOnce).mockClear();
      element.setAttribute('name', name);
      await waitFor(() => expect(warnOnce).toHaveBeenCalled());
    }
    expect(shadowText(element)).toContain('times: use a whole number');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('reports a missing required attribute', async () => {
    const element = mountElement('<fg-test-greeting></fg-test-greeting>');
    await waitFor(() => expect(shadowText(element)).toContain('name:'));
  });

  it('dispatches events as bubbling, composed fg-* CustomEvents with typed detail', async () => {
    const element = mountElement('<fg-test-greeting name="Thandi"></fg-test-greeting>');
    const received: CustomEvent[] = [];
    document.body.addEventListener('fg-greeted', (event) => received.push(event as CustomEvent));
    await waitFor(() => expect(element.shadowRoot?.querySelector('button')).not.toBeNull());
    element.shadowRoot?.querySelector('button')?.click();
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]?.detail).toEqual({ name: 'Thandi' });
    expect(received[0]?.bubbles).toBe(true);
    expect(received[0]?.composed).toBe(true);
  });

  it('puts its styles inside its own shadow root, with the nonce, and none in the document head', async () => {
    const before = document.head.querySelectorAll('style').length;
    const element = mountElement('<fg-test-greeting name="Thandi" nonce="n0nce"></fg-test-greeting>');
    await waitFor(() => expect(element.shadowRoot?.querySelectorAll('style').length).toBeGreaterThan(0));
    const styleTags = [...(element.shadowRoot?.querySelectorAll('style') ?? [])];
    expect(styleTags.every((tag) => tag.getAttribute('nonce') === 'n0nce')).toBe(true);
    expect(styleTags.map((tag) => tag.textContent).join('')).toContain('rgb(1, 2, 3)');
    expect(document.head.querySelectorAll('style').length).toBe(before);
  });

  it("attaches the shadow root its definition asks for: one that delegates focus to a tag's one field", async () => {
    const attach = vi.spyOn(HTMLElement.prototype, 'attachShadow');
    const oneField = mountElement('<fg-test-one-field></fg-test-one-field>');
    const greeting = mountElement('<fg-test-greeting name="Thandi"></fg-test-greeting>');
    expect(attach.mock.calls).toEqual([[{ mode: 'open', delegatesFocus: true }], [{ mode: 'open' }]]);
    attach.mockRestore();
    // happy-dom keeps no delegatesFocus of its own; e2e/element-manners.spec.ts shows the browser's focus.
    await waitFor(() => expect(shadowText(greeting)).toContain('Hello Thandi'));
    await waitFor(() => expect(shadowText(oneField)).toContain('Your e-mail, please.'));
  });

  it('renders in the element itself, with no shadow root, when its definition says shadow: false', async () => {
    const element = mountElement('<fg-test-light></fg-test-light>');
    await waitFor(() => expect(element.textContent).toContain('Your e-mail, please.'));
    expect(element.shadowRoot).toBeNull();
  });

  it('is harmless to define the same tag twice', () => {
    const first = customElements.get('fg-test-greeting');
    const again = defineWidget<typeof greetingAttributes, GreetingEvents>({
      tag: 'fg-test-greeting',
      client: clientNow,
      component: Greeting,
      attributes: greetingAttributes,
      events: ['greeted'],
    });
    expect(again).toBe(first);
  });
});
