import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY_FACTS } from '../../src/config/company';
import { renderInProvider } from '../../src/test/render-in-provider';
import { FaisNotice } from './fais-notice';

describe('<FaisNotice>', () => {
  it('names the configured FSP number, never a placeholder', () => {
    renderInProvider(<FaisNotice />, { fspNumber: '12345' });
    const notice = screen.getByText(/authorised financial services provider/);
    expect(notice.textContent).toContain('(FSP No. 12345)');
    expect(notice.textContent).not.toMatch(/placeholder|to be confirmed|\[/i);
  });

  it('falls back to the demo facts when nothing is configured', () => {
    renderInProvider(<FaisNotice />);
    expect(screen.getByText(/authorised financial services provider/).textContent).toContain(
      `(FSP No. ${DEMO_COMPANY_FACTS.fspNumber})`,
    );
  });
});
