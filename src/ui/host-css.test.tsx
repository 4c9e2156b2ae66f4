import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Accordion } from './accordion';
import { Button } from './button';
import { TextField } from './text-field';

describe('under a hostile host stylesheet', () => {
  // What `* { all: unset }` does, spelled out: happy-dom does not expand the `all` shorthand.
  const hostile = document.createElement('style');
  hostile.textContent = '* { display: inline; box-sizing: content-box; cursor: auto; margin: 10px; }';
  afterEach(() => hostile.remove());

  it('keeps the declared layout, box model and hides closed panels', () => {
    document.head.prepend(hostile);
    render(
      <>
        <Button>Save</Button>
        <TextField label="Email" />
        <Accordion title="More">Hidden body</Accordion>
      </>,
    );
    const button = getComputedStyle(screen.getByRole('button', { name: 'Save' }));
    expect(button.display).toBe('inline-flex');
    expect(button.boxSizing).toBe('border-box');
    expect(button.cursor).toBe('pointer');
    expect(button.marginTop).toBe('0px');
    expect(getComputedStyle(screen.getByRole('textbox', { name: 'Email' })).display).toBe('block');
    const panel = document.querySelector<HTMLElement>('[part="accordion-panel"]');
    expect(panel && getComputedStyle(panel).display).toBe('none');
  });
});
