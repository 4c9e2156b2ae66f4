import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConfig, DEMO_COMPANY_FACTS } from '../config';
import { forgetDemoFactsWarning, useCompanyFacts } from './widget-context';
import { WidgetProvider } from './widget-provider';

function FspNumber() {
  return <p>FSP No. {useCompanyFacts().fspNumber}</p>;
}

const showFacts = (origin: string, facts: { fspNumber?: string } = {}) =>
  render(
    <WidgetProvider config={createConfig(origin, facts)}>
      <FspNumber />
      <FspNumber />
    </WidgetProvider>,
  );

afterEach(() => {
  forgetDemoFactsWarning();
  vi.restoreAllMocks();
});

describe('the company facts a widget shows', () => {
  it('warns once when a page of another site than the API shows the demo facts', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    showFacts('https://portal.example.co.za');
    screen.getAllByText(`FSP No. ${DEMO_COMPANY_FACTS.fspNumber}`);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/demo company facts \(FSP 46913\)\. Fix: .*FG_COMPANY_\*/);
  });

  it("says nothing on the API's own site (the sandbox's pages) or with the group's facts", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    showFacts(window.location.origin);
    showFacts('https://portal.example.co.za', { fspNumber: '12345' });
    screen.getAllByText('FSP No. 12345');
    expect(warn).not.toHaveBeenCalled();
  });
});
