import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TreatingCustomersFairlyPage } from './treating-customers-fairly-page';

const OUTCOMES = [
  'Customers can be confident they are dealing with firms where the fair treatment of customers is central to the corporate culture.',
  'Products and services marketed and sold in the retail market are designed to meet the needs of identified customer groups and are targeted accordingly.',
  'Customers are given clear information and are kept appropriately informed before, during and after the point of sale.',
  'Where customers receive advice, the advice is suitable and takes account of their circumstances.',
  'Customers are provided with products that perform as firms have led them to expect, and the associated service is of an acceptable standard and as they have been led to expect.',
  'Customers do not face unreasonable post-sale barriers imposed by firms to change product, switch provider, submit a claim or make a complaint.',
];

describe('TreatingCustomersFairlyPage', () => {
  it('is titled Treating customers fairly with a single h1', () => {
    render(<TreatingCustomersFairlyPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Treating customers fairly',
    ]);
    expect(document.title).toBe('Treating customers fairly | FG Portal');
  });

  it('gives each of the six FSCA outcomes its own section, in order, with how the group meets it', () => {
    render(<TreatingCustomersFairlyPage />);
    const headings = screen.getAllByRole('heading', { level: 2, name: /^Outcome \d/ });
    expect(headings.map((h) => h.textContent?.slice(0, 9))).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `Outcome ${n}`),
    );
    headings.forEach((heading, index) => {
      const section = heading.closest('section');
      expect(section?.querySelector('p')?.textContent).toBe(OUTCOMES[index]);
      expect(section?.querySelectorAll('ul li').length).toBeGreaterThanOrEqual(3);
    });
  });
});
