import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PanelBlocks } from './panel-blocks';

describe('PanelBlocks', () => {
  it('shows an ISO date value as D MMM YYYY (spec §9) in <time>, other values as sent', () => {
    render(
      <PanelBlocks
        headingLevel={3}
        blocks={[
          {
            Title: 'Summary',
            PanelDataList: [
              { label: 'Maturity date', value: '1988-04-12T00:00:00', info: null },
              { label: 'Balance', value: 'R 268 412.50', info: null },
            ],
          },
        ]}
      />,
    );
    const date = screen.getByText('12 Apr 1988');
    expect(date.tagName).toBe('TIME');
    expect(date.getAttribute('datetime')).toBe('1988-04-12');
    expect(screen.getByText('R 268 412.50').tagName).toBe('DD');
  });
});
