import { waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { reactToWebComponent } from './react-renderer';

const mounted: string[] = [];
const unmounted: string[] = [];

function Badge({
  label,
  thankYouUrl,
  container,
}: {
  label?: string;
  thankYouUrl?: string;
  container?: Node;
}) {
  useEffect(() => {
    mounted.push(label ?? '');
    return () => void unmounted.push(label ?? '');
  }, [label]);
  return (
    <span data-in-shadow={container instanceof ShadowRoot} data-url={thankYouUrl}>
      {label ?? 'none'}
    </span>
  );
}

/** What was typed or pressed, which a move must keep. */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {count}
    </button>
  );
}

function Plain({ container }: { container?: Node }) {
  return <b>{container instanceof ShadowRoot ? 'shadow' : 'light'}</b>;
}

// Defined after the page already has one, as when the tag's script loads after the markup.
document.body.innerHTML =
  '<fg-test-badge label="early" thank-you-url="/thanks"></fg-test-badge><fg-test-badge id="set-early"></fg-test-badge>';
const early = document.body.firstElementChild as HTMLElement;
// A page that sets a property before the script has defined the tag: an own property of the element.
const setEarly = document.getElementById('set-early') as HTMLElement & { label?: string };
setEarly.label = 'set before the tag was defined';

customElements.define(
  'fg-test-badge',
  reactToWebComponent(Badge, { shadow: { mode: 'open' }, props: ['label', 'thankYouUrl'] }),
);
customElements.define('fg-test-plain', reactToWebComponent(Plain, { props: [] }));
customElements.define(
  'fg-test-counter',
  reactToWebComponent(Counter, { shadow: { mode: 'open' }, props: [] }),
);

type BadgeElement = HTMLElement & { label?: string; thankYouUrl?: string };
const text = (element: HTMLElement) => element.shadowRoot?.querySelector('span')?.textContent;

afterEach(() => {
  document.body.innerHTML = '';
  mounted.length = 0;
  unmounted.length = 0;
});

describe('reactToWebComponent', () => {
  it('upgrades an element already on the page with every attribute it has, in one mount', async () => {
    await waitFor(() => expect(text(early)).toBe('early'));
    // Effects run after the render is on the page.
    await waitFor(() => expect([...mounted].sort()).toEqual(['early', 'set before the tag was defined']));
    expect(early.shadowRoot?.querySelector('span')?.dataset.url).toBe('/thanks');
  });

  it('keeps a property set before the tag was defined: it becomes the attribute, and the accessor is back', async () => {
    // Upgraded with the first test's element; put back on the page, which the last test emptied.
    expect(setEarly.getAttribute('label')).toBe('set before the tag was defined');
    expect(Object.hasOwn(setEarly, 'label')).toBe(false);
    document.body.append(setEarly);
    await waitFor(() => expect(text(setEarly)).toBe('set before the tag was defined'));
    setEarly.label = 'changed later';
    await waitFor(() => expect(text(setEarly)).toBe('changed later'));
  });

  it('renders into the shadow root, follows attribute changes and unmounts when removed', async () => {
    const element = document.createElement('fg-test-badge');
    element.setAttribute('label', 'first');
    document.body.append(element);

    await waitFor(() => expect(text(element)).toBe('first'));
    expect(element.shadowRoot?.mode).toBe('open');
    expect(element.shadowRoot?.querySelector('span')?.dataset.inShadow).toBe('true');

    element.setAttribute('label', 'second');
    await waitFor(() => expect(text(element)).toBe('second'));

    element.remove();
    await waitFor(() => expect(unmounted).toContain('second'));
  });

  it('does not render while detached, and keeps its tree and state when moved', async () => {
    const element = document.createElement('fg-test-badge');
    element.setAttribute('label', 'one');
    element.setAttribute('label', 'two');
    expect(mounted).toEqual([]);
    document.body.append(element);
    await waitFor(() => expect(text(element)).toBe('two'));
    await waitFor(() => expect(mounted).toEqual(['two']));

    const other = document.createElement('div');
    document.body.append(other);
    other.append(element);
    element.setAttribute('label', 'three');
    await waitFor(() => expect(text(element)).toBe('three'));
    expect(unmounted).toEqual(['two']);
    expect(mounted).toEqual(['two', 'three']);

    const counter = document.createElement('fg-test-counter');
    document.body.append(counter);
    const button = () => counter.shadowRoot?.querySelector('button');
    await waitFor(() => expect(button()?.textContent).toBe('0'));
    button()?.click();
    await waitFor(() => expect(button()?.textContent).toBe('1'));
    other.append(counter);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(button()?.textContent).toBe('1');
  });

  it('unmounts a tag taken off the page', async () => {
    const element = document.createElement('fg-test-badge');
    element.setAttribute('label', 'gone');
    document.body.append(element);
    await waitFor(() => expect(mounted).toContain('gone'));
    element.remove();
    await waitFor(() => expect(unmounted).toContain('gone'));
  });

  it('has a property per prop that reads and writes the kebab-case attribute', async () => {
    const element = document.createElement('fg-test-badge') as BadgeElement;
    document.body.append(element);
    expect(
      (customElements.get('fg-test-badge') as unknown as { observedAttributes: string[] }).observedAttributes,
    ).toEqual(['label', 'thank-you-url']);

    element.thankYouUrl = '/done';
    expect(element.getAttribute('thank-you-url')).toBe('/done');
    element.setAttribute('label', 'named');
    expect(element.label).toBe('named');
    await waitFor(() => expect(text(element)).toBe('named'));
    expect(element.shadowRoot?.querySelector('span')?.dataset.url).toBe('/done');

    element.label = undefined;
    expect(element.hasAttribute('label')).toBe(false);
    expect(element.label).toBeUndefined();
    await waitFor(() => expect(text(element)).toBe('none'));
  });

  it('treats an empty attribute as absent', async () => {
    document.body.innerHTML = '<fg-test-badge label=""></fg-test-badge>';
    const element = document.body.firstElementChild as BadgeElement;
    await waitFor(() => expect(text(element)).toBe('none'));
    expect(element.label).toBeUndefined();
  });

  it('renders in the element itself without a shadow root', async () => {
    document.body.innerHTML = '<fg-test-plain></fg-test-plain>';
    const element = document.body.firstElementChild as HTMLElement;
    await waitFor(() => expect(element.textContent).toBe('light'));
    expect(element.shadowRoot).toBeNull();
  });
});
