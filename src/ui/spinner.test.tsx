import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status named Loading by default', () => {
    render(<Spinner />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading');
    expect(status.querySelector('[part="spinner"]')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('takes a label and can show it', () => {
    render(<Spinner label="Saving your member choice..." showLabel />);
    expect(screen.getByRole('status').textContent).toBe('Saving your member choice...');
    expect(screen.getByText('Saving your member choice...').getAttribute('part')).toBe('spinner-label');
  });

  it('is on the page before its words, so that screen readers announce them: none in its first render', () => {
    const first = document.createElement('div');
    first.innerHTML = renderToStaticMarkup(<Spinner label="Saving" showLabel />);
    expect(first.querySelector('[role="status"]')?.textContent).toBe('');
    render(<Spinner label="Saving" showLabel />);
    expect(screen.getByRole('status').textContent).toBe('Saving');
  });
});
