import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupSandbox } from '../../sandbox/msw';
import { renderPage } from '../test/render-page';
import { FooterDocuments } from './footer-documents';

// Only collection 35 exists in the sandbox: any other id finds no documents and this test fails.
const sandbox = setupSandbox();

describe('<FooterDocuments>', () => {
  it("lists the content system's collection 35 (spec §2 footer) as items of the footer's row, each a link to its PDF", async () => {
    renderPage(
      <ul>
        <FooterDocuments />
      </ul>,
      '/',
    );
    const fais = await screen.findByRole('link', { name: /^FAIS Disclosure/ });
    expect(fais.textContent).toBe('FAIS Disclosure (PDF)');
    expect(fais.getAttribute('target')).toBe('_blank');
    expect(fais.closest('li')).not.toBeNull();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'FAIS Disclosure (PDF)',
      'Privacy Policy (PDF)',
      'PAIA Manual (PDF)',
      'Conflict of Interest Policy (PDF)',
      'Complaints Procedure (PDF)',
    ]);
  });

  it('says so in one item while they load, and when the content system fails', async () => {
    sandbox.injectFault({ path: '/cms/api/document-downloads-collections/*', status: 503, body: {} });
    renderPage(
      <ul>
        <FooterDocuments />
      </ul>,
      '/',
    );
    expect(screen.getByRole('listitem').textContent).toBe('Loading documents…');
    expect(await screen.findByText('Our documents are unavailable right now.')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
