import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nbsp } from '../../../src/test/nbsp';
import { PanelBlocks } from './panel-blocks';

describe('PanelBlocks', () => {
  it("shows an ISO date value as D MMM YYYY (spec §9) in <time>, the API's rands in the product's money format, other values as sent", () => {
    render(
      <PanelBlocks
        headingLevel={3}
        blocks={[
          {
            Title: 'Summary',
            PanelDataList: [
              { label: 'Maturity date', value: '1988-04-12T00:00:00', info: null },
              { label: 'Balance', value: 'R 268 412.50', info: null },
              { label: 'Fee', value: 'R -337.50', info: null },
              { label: 'Panels owned', value: '45', info: null },
            ],
          },
        ]}
      />,
    );
    const date = screen.getByText('12 Apr 1988');
    expect(date.tagName).toBe('TIME');
    expect(date.getAttribute('datetime')).toBe('1988-04-12');
    const balance = screen.getByText('Balance').nextElementSibling;
    expect(balance?.tagName).toBe('DD');
    expect(balance?.textContent).toBe(nbsp('R268 412.50'));
    expect(screen.getByText('Fee').nextElementSibling?.textContent).toBe('R337.50');
    expect(screen.getByText('Panels owned').nextElementSibling?.textContent).toBe('45');
  });
});
