import { waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { reactToWebComponent } from './react-renderer';

const unmounted: string[] = [];

function Badge({ label, container }: { label?: string; container?: HTMLElement }) {
  useEffect(() => () => void unmounted.push(label ?? ''), [label]);
  return <span data-in-shadow={container instanceof ShadowRoot}>{label ?? 'none'}</span>;
}

customElements.define(
  'fg-test-badge',
  reactToWebComponent(Badge, { shadow: 'open', props: { label: 'string' } }),
);

describe('reactToWebComponent', () => {
  it('renders into the shadow root, follows attribute changes and unmounts when removed', async () => {
    const element = document.createElement('fg-test-badge');
    element.setAttribute('label', 'first');
    document.body.append(element);
    const text = () => element.shadowRoot?.querySelector('span')?.textContent;

    await waitFor(() => expect(text()).toBe('first'));
    expect(element.shadowRoot?.querySelector('span')?.dataset.inShadow).toBe('true');

    element.setAttribute('label', 'second');
    await waitFor(() => expect(text()).toBe('second'));

    element.remove();
    await waitFor(() => expect(unmounted).toContain('second'));
  });
});
