import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupSandbox } from '../../sandbox/msw';
import { renderPage } from '../test/render-page';
import { FooterDocuments } from './footer-documents';

setupSandbox();

describe('FooterDocuments', () => {
  it("dates each document's update as D MMM YYYY (spec §9), from the content system's timestamp", async () => {
    renderPage(<FooterDocuments />, '/');
    const link = await screen.findByRole('link', { name: /^FAIS Disclosure/ });
    expect(link.textContent).toBe('FAIS Disclosure (PDF, updated 3 Nov 2025)');
    expect(screen.getByRole('link', { name: /^Privacy Policy/ }).textContent).toContain(
      'updated 20 Jan 2026',
    );
  });
});
