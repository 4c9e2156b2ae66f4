import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allocationOf } from '../../../src/domain/allocation';
import { nbsp } from '../../../src/test/nbsp';
import { contrastRatio } from '../../../src/ui/test/contrast-ratio';
import { colorDefaults } from '../../../src/ui/tokens';
import { ALLOCATION_HEADING, AllocationChart, CHART_COLORS } from './allocation-chart';

const thandi = allocationOf([
  { name: '5-Year Fixed Secured Investment', balance: 268412.5 },
  { name: 'Unit Trust Portfolio', balance: 98430.12 },
  { name: 'Tax-free Savings Account', balance: 61250.4 },
  { name: 'FG Umbrella Retirement Fund', balance: 684215.37 },
]);

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('<AllocationChart>', () => {
  it('lists every product with its balance in rand and its share, largest first, and the total', () => {
    render(<AllocationChart allocation={thandi} />);
    screen.getByRole('region', { name: ALLOCATION_HEADING });
    expect(rowsOf(screen.getByRole('table', { name: 'Allocation by product' }))).toEqual([
      ['Product', 'Balance', 'Share'],
      ['FG Umbrella Retirement Fund', nbsp('R684 215.37'), '62%'],
      ['5-Year Fixed Secured Investment', nbsp('R268 412.50'), '24%'],
      ['Unit Trust Portfolio', nbsp('R98 430.12'), '9%'],
      ['Tax-free Savings Account', nbsp('R61 250.40'), '5%'],
      ['Total', nbsp('R1 112 308.39'), '100%'],
    ]);
  });

  it('draws a bar per product to scale on an axis in §9 abbreviations, hidden from screen readers', () => {
    const { container } = render(<AllocationChart allocation={thandi} />);
    const chart = container.querySelector('div[aria-hidden="true"]');
    expect(chart?.textContent).toBe(
      'FG Umbrella Retirement FundR684k5-Year Fixed Secured InvestmentR268kUnit Trust PortfolioR98.4kTax-free Savings AccountR61.3kR0R200kR400kR600kR800k',
    );
    const ticks = [...(chart?.querySelectorAll('text') ?? [])].map((text) => text.textContent);
    expect(ticks).toEqual(['R0', 'R200k', 'R400k', 'R600k', 'R800k']);
    const widths = [...(chart?.querySelectorAll('rect') ?? [])].map((rect) => rect.getAttribute('width'));
    // Each bar's length is its balance over the axis's top (R800k).
    expect(widths.map((width) => Math.round(Number.parseFloat(width ?? '')))).toEqual([86, 34, 12, 8]);
    // Only the table is read out.
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });

  it('abbreviates millions on the axis', () => {
    const { container } = render(
      <AllocationChart allocation={allocationOf([{ name: 'Big', balance: 1_150_000 }])} />,
    );
    const texts = [...container.querySelectorAll('svg text')].map((text) => text.textContent);
    expect(texts).toEqual(['R0', 'R500k', 'R1\u00a0million', 'R1.5\u00a0million']);
    expect(container.querySelector('div[aria-hidden="true"]')?.textContent).toContain('BigR1.2\u00a0million');
  });

  it('draws its marks in colours with at least 3:1 against the page and the surface (WCAG 1.4.11)', () => {
    for (const mark of [CHART_COLORS.bar, CHART_COLORS.axis]) {
      for (const surface of [colorDefaults.background, colorDefaults.surface]) {
        expect(contrastRatio(colorDefaults[mark], surface)).toBeGreaterThanOrEqual(3);
      }
    }
  });
});
