import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupSandbox } from '../../sandbox/msw';
import { renderPage } from '../test/render-page';
import { FooterDocuments } from './footer-documents';

// Only collection 35 exists in the sandbox: any other id finds no documents and this test fails.
setupSandbox();

describe('<FooterDocuments>', () => {
  it("lists the content system's collection 35 (spec §2 footer), each a link to its PDF dated D MMM YYYY (§9)", async () => {
    renderPage(<FooterDocuments />, '/');
    const fais = await screen.findByRole('link', { name: /^FAIS Disclosure/ });
    expect(fais.textContent).toBe('FAIS Disclosure (PDF, updated 3 Nov 2025)');
    expect(fais.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: /^Privacy Policy/ }).textContent).toContain(
      'updated 20 Jan 2026',
    );
  });
});
