import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPANY, PLACEHOLDER } from '../../src/config/company';
import { renderInProvider } from '../../src/test/render-in-provider';
import { PrivacyPage } from './privacy-page';

describe('PrivacyPage', () => {
  it('is titled Privacy notice with a single h1', () => {
    renderInProvider(<PrivacyPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Privacy notice',
    ]);
    expect(document.title).toBe('Privacy notice | FG Portal');
  });

  it('covers every part of a POPIA notice', () => {
    renderInProvider(<PrivacyPage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'On this page',
      'Who is responsible for your information',
      'What we collect',
      'Why we use it',
      'Our lawful basis',
      'Who we share it with',
      'How long we keep it',
      'How we protect it',
      'Cookies and browser storage',
      'Your rights',
      'The Information Regulator',
      'Changes to this notice',
    ]);
  });

  it('names the responsible party and leaves the Information Officer as a marked placeholder', () => {
    renderInProvider(<PrivacyPage />);
    const officer = screen.getByText('Information Officer', { selector: 'dt' });
    expect(officer.nextElementSibling?.querySelector('mark')?.textContent).toBe(PLACEHOLDER);
    expect(
      screen.getByText('Responsible party', { selector: 'dt' }).nextElementSibling?.textContent,
    ).toContain(COMPANY.name);
  });

  it('says the portal sets no cookies and uses session storage only', () => {
    renderInProvider(<PrivacyPage />);
    screen.getByText(/does not set cookies\. It uses your browser’s session storage only/);
  });

  it('mentions cross-border transfers and gives the Information Regulator’s contacts', () => {
    renderInProvider(<PrivacyPage />);
    screen.getByText(/section 72 of POPIA/);
    const regulator = screen
      .getByRole('heading', { level: 2, name: 'The Information Regulator' })
      .closest('section');
    if (!regulator) throw new Error('no regulator section');
    expect(
      within(regulator)
        .getByRole('link', { name: 'POPIAComplaints@inforegulator.org.za' })
        .getAttribute('href'),
    ).toBe('mailto:POPIAComplaints@inforegulator.org.za');
  });
});
