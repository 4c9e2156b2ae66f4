import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPANY, DEMO_COMPANY_FACTS } from '../../src/config/company';
import { renderInProvider } from '../../src/test/render-in-provider';
import { FaisPage } from './fais-page';

const section = (name: string | RegExp): HTMLElement => {
  const heading = screen.getByRole('heading', { level: 2, name });
  const element = heading.closest('section');
  if (!element) throw new Error(`no section around ${String(name)}`);
  return element;
};

describe('FaisPage', () => {
  it('is titled FAIS disclosure with a single h1', () => {
    renderInProvider(<FaisPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'FAIS disclosure',
    ]);
    expect(document.title).toBe('FAIS disclosure | FG Portal');
  });

  it('shows the configured FSP licence number, address and telephone', () => {
    renderInProvider(<FaisPage />, {
      fspNumber: '12345',
      address: '1 Long Street, Cape Town, 8001',
      telephone: '0860 000 111',
    });
    const provider = section('The financial services provider');
    const licence = within(provider).getByText('FSP licence number');
    expect(licence.nextElementSibling?.textContent).toBe('12345');
    expect(licence.nextElementSibling?.querySelector('mark')).toBeNull();
    within(provider).getByText('1 Long Street, Cape Town, 8001');
    expect(within(provider).getByRole('link', { name: '0860 000 111' }).getAttribute('href')).toBe(
      'tel:0860000111',
    );
  });

  it('shows the configured registered name, registration number, licence categories and key individuals', () => {
    renderInProvider(<FaisPage />, {
      registeredName: 'Example Financial Services (Pty) Ltd',
      registrationNumber: '2001/234567/07',
      licenceCategories: ['Category I: Pension Fund Benefits', 'Category I: Retail Pension Benefits'],
      keyIndividuals: [
        { name: 'Jane Mokoena', role: 'Managing director' },
        { name: 'Sam Naidoo', role: 'Head of investments' },
      ],
      complianceOfficer: 'Lee Adams',
      complianceEmail: 'compliance@fg.example.co.za',
    });
    const provider = section('The financial services provider');
    expect(within(provider).getByText('Registered name').nextElementSibling?.textContent).toBe(
      'Example Financial Services (Pty) Ltd',
    );
    expect(within(provider).getByText('Company registration number').nextElementSibling?.textContent).toBe(
      '2001/234567/07',
    );

    const categories = within(section('Licence categories and products')).getAllByRole('list')[0];
    if (!categories) throw new Error('no list of licence categories');
    expect(
      within(categories)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Category I: Pension Fund Benefits', 'Category I: Retail Pension Benefits']);

    const people = section('Key individuals and representatives');
    expect(
      within(people)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    ).toEqual([
      ['Jane Mokoena', 'Managing director'],
      ['Sam Naidoo', 'Head of investments'],
    ]);

    const compliance = section('Compliance officer');
    within(compliance).getByText('Lee Adams');
    expect(
      within(compliance).getByRole('link', { name: 'compliance@fg.example.co.za' }).getAttribute('href'),
    ).toBe('mailto:compliance@fg.example.co.za');
  });

  it('shows the demo facts in the sandbox, and nothing a customer would read as a placeholder', () => {
    const { container } = renderInProvider(<FaisPage />);
    expect(container.textContent).toContain(DEMO_COMPANY_FACTS.registeredName);
    expect(container.textContent).toContain(DEMO_COMPANY_FACTS.registrationNumber);
    expect(container.textContent).not.toMatch(/placeholder|to be confirmed|\[/i);
    expect(container.querySelector('mark')).toBeNull();
  });

  it('covers conflicts of interest, the complaints process and the FAIS Ombud', () => {
    renderInProvider(<FaisPage />);
    within(section('Conflicts of interest')).getByText(/conflict of interest management policy/);

    const complaints = section('How to complain');
    expect(within(complaints).getAllByRole('listitem')).toHaveLength(4);
    within(complaints).getByText(/within six months of our final response/);
    expect(within(complaints).getByRole('link', { name: COMPANY.complaintsEmail }).getAttribute('href')).toBe(
      `mailto:${COMPANY.complaintsEmail}`,
    );

    const ombud = section('The FAIS Ombud');
    expect(within(ombud).getByRole('link', { name: 'info@faisombud.co.za' }).getAttribute('href')).toBe(
      'mailto:info@faisombud.co.za',
    );
    expect(within(ombud).getByRole('link', { name: '012 762 5000' }).getAttribute('href')).toBe(
      'tel:+27127625000',
    );
    expect(within(ombud).getByRole('link', { name: 'www.faisombud.co.za' }).getAttribute('href')).toBe(
      'https://www.faisombud.co.za',
    );
  });
});
