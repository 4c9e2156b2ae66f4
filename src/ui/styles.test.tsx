import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { createStyleInstance } from './style-instance';
import { makeStyles, StyleContext, useClasses, useStyles } from './styles';

const emotionTags = (root: ParentNode, key: string) => root.querySelectorAll(`style[data-emotion="${key}"]`);

function Probe() {
  const { css } = useStyles();
  return <p className={css({ color: 'rgb(1, 2, 3)' })}>probe</p>;
}

const factory = vi.fn(() => ({ box: { padding: '3px' } }));
const sheet = makeStyles(factory);

function Box({ label }: { label: string }) {
  const classes = useClasses(sheet);
  return <div className={classes.box}>{label}</div>;
}

describe('styles', () => {
  it('injects into the shadow root of the provided instance and not into document.head', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const instance = createStyleInstance({ container: shadow, key: 'fgshadow', nonce: 'abc123' });

    render(
      <StyleContext.Provider value={instance}>
        <Probe />
        <Button>Save</Button>
      </StyleContext.Provider>,
      { container: mount },
    );

    const tags = emotionTags(shadow, 'fgshadow');
    expect(tags.length).toBeGreaterThan(0);
    expect(Array.from(tags).every((tag) => tag.getAttribute('nonce') === 'abc123')).toBe(true);
    expect(Array.from(tags, (tag) => tag.textContent).join('')).toContain('rgb(1, 2, 3)');
    expect(emotionTags(document.head, 'fgshadow')).toHaveLength(0);
    expect(shadow.querySelector('button')?.className).toMatch(/^fgshadow-/);
    host.remove();
  });

  it('falls back to a shared instance with key fg in document.head', () => {
    render(<Probe />);
    expect(emotionTags(document.head, 'fg').length).toBeGreaterThan(0);
    expect(document.querySelector('p')?.className).toMatch(/^fg-/);
  });

  it('serialises a sheet once per instance and reuses the class names on re-render', () => {
    factory.mockClear();
    const first = createStyleInstance({ key: 'fgone' });
    const second = createStyleInstance({ key: 'fgtwo' });
    const view = render(
      <StyleContext.Provider value={first}>
        <Box label="a" />
        <Box label="b" />
      </StyleContext.Provider>,
    );
    view.rerender(
      <StyleContext.Provider value={first}>
        <Box label="c" />
        <Box label="d" />
      </StyleContext.Provider>,
    );
    expect(factory).toHaveBeenCalledTimes(1);

    view.rerender(
      <StyleContext.Provider value={second}>
        <Box label="e" />
      </StyleContext.Provider>,
    );
    expect(factory).toHaveBeenCalledTimes(2);
    expect(view.getByText('e').className).toMatch(/^fgtwo-/);
  });
});
