import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SendingWords } from './sending-words';

describe('SendingWords', () => {
  it('is a status on the page before its words, so that screen readers announce them', () => {
    const first = document.createElement('div');
    first.innerHTML = renderToStaticMarkup(<SendingWords ring={<span aria-hidden="true">o</span>} />);
    expect(first.querySelector('[role="status"]')?.textContent?.trim()).toBe('o');
    render(<SendingWords />);
    expect(screen.getByRole('status').textContent?.trim()).toBe('Sending your feedback');
  });
});
