import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anonymousAuth } from '../api/auth-port';
import type { RequestClient } from '../api/client';
import { createConfig, DEMO_COMPANY_FACTS } from '../config';
import { forgetDemoFactsWarning, useApiClient, useCompanyFacts, useRequestClient } from './widget-context';
import { WidgetProvider } from './widget-provider';
import { WidgetScope } from './widget-scope';

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

// A tag's request-only client (clientOnInteraction), and what its components can take from it.
const requestOnly: RequestClient = {
  auth: anonymousAuth,
  request: () => Promise.reject(new Error('not sent')),
};
function Requester() {
  return <p>{useRequestClient() === requestOnly ? 'request-only' : 'other'}</p>;
}
function ConfigReader() {
  return <p>{useApiClient().config.mainApiBase}</p>;
}

describe("a tag's request-only client (clientOnInteraction)", () => {
  it('is what useRequestClient gives; useApiClient, which promises a config, says it has none', () => {
    render(
      <WidgetScope client={requestOnly}>
        <Requester />
      </WidgetScope>,
    );
    screen.getByText('request-only');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <WidgetScope client={requestOnly}>
          <ConfigReader />
        </WidgetScope>,
      ),
    ).toThrow('request-only client');
  });
});
