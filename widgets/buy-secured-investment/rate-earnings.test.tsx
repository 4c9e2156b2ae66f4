import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { nbsp } from '../../src/test/nbsp';
import { RateEarnings } from './rate-earnings';

const rates = [
  { key: 'NominalRate', rate: 7.5, text: '7.5' },
  { key: 'MaturityRate', rate: 9.21, text: '9.21' },
] as const;

describe('RateEarnings', () => {
  it('says what the amount earns a year at each rate', () => {
    const { container } = render(<RateEarnings amount={20000} rates={rates} />);
    expect(container.textContent).toBe(
      nbsp(
        'At the nominal rate of 7.5% a year, R20 000.00 earns R1 500.00 a year. At the maturity rate of 9.21% a year, R20 000.00 earns R1 842.00 a year.',
      ),
    );
    expect(screen.getByText(/earns/).getAttribute('aria-live')).toBe('polite');
  });

  it('is on the page before its words, so that screen readers announce them the first time too', () => {
    const first = document.createElement('div');
    first.innerHTML = renderToStaticMarkup(<RateEarnings amount={20000} rates={rates} />);
    const region = first.querySelector('[aria-live="polite"]');
    expect(region).not.toBeNull();
    expect(region?.textContent).toBe('');
  });
});
