import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupSandbox } from '../../sandbox/msw';
import { DEMO_COMPANY_FACTS, FOOTER_PAGES, SOCIAL_LINKS } from '../../src/config';
import { renderPage } from '../test/render-page';
import { Footer } from './footer';

setupSandbox();

describe('<Footer>', () => {
  it('is one row of links: the footer pages, the documents of collection 35 and the social links (spec §2)', async () => {
    renderPage(<Footer />, '/');
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    await within(nav).findByRole('link', { name: /^Complaints Procedure/ });
    // One list, so the links flow in one wrapping row (DESIGN §3), and no section headings.
    expect(within(nav).getAllByRole('list')).toHaveLength(1);
    expect(screen.getByRole('contentinfo').querySelector('h2, h3')).toBeNull();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      ...FOOTER_PAGES.map((page) => page.label),
      'FAIS Disclosure (PDF)',
      'Privacy Policy (PDF)',
      'PAIA Manual (PDF)',
      'Conflict of Interest Policy (PDF)',
      'Complaints Procedure (PDF)',
      ...SOCIAL_LINKS.map((social) => social.label),
    ]);
    for (const page of FOOTER_PAGES) {
      expect(within(nav).getByRole('link', { name: page.label }).getAttribute('href')).toBe(page.href);
    }
    for (const social of SOCIAL_LINKS) {
      const link = within(nav).getByRole('link', { name: social.label });
      expect(link.getAttribute('href')).toBe(social.href);
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('ends with one legal line: the FSP number and the phone number, which calls', () => {
    renderPage(<Footer />, '/');
    const footer = screen.getByRole('contentinfo');
    const legal = footer.querySelector('p');
    expect(legal?.textContent).toBe(
      `© ${new Date().getFullYear()} Fedgroup, an authorised financial services provider, FSP No. ${DEMO_COMPANY_FACTS.fspNumber}. Call ${DEMO_COMPANY_FACTS.telephone}.`,
    );
    expect(footer.querySelectorAll('p')).toHaveLength(1);
    expect(
      within(footer).getByRole('link', { name: DEMO_COMPANY_FACTS.telephone }).getAttribute('href'),
    ).toBe('tel:0860334768');
  });
});
