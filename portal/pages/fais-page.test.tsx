import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPANY, PLACEHOLDER } from '../../src/config/company';
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

  it('leaves key individuals, compliance officer and PI cover as marked placeholders', () => {
    renderInProvider(<FaisPage />);
    for (const name of [
      'Key individuals and representatives',
      'Compliance officer',
      /Professional indemnity/,
    ]) {
      expect(section(name).querySelector('mark')?.textContent).toBe(PLACEHOLDER);
    }
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
