import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPANY, DEMO_COMPANY_FACTS } from '../../src/config/company';
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

  it('names the responsible party by its configured registered name, and how to reach the Information Officer', () => {
    renderInProvider(<PrivacyPage />, { registeredName: 'Example Financial Services (Pty) Ltd' });
    expect(screen.getByText('Responsible party', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      `${COMPANY.name} (Example Financial Services (Pty) Ltd)`,
    );
    const mailbox = screen.getByRole('link', { name: COMPANY.privacyEmail });
    expect(mailbox.getAttribute('href')).toBe(`mailto:${COMPANY.privacyEmail}`);
    expect(mailbox.closest('dd')?.previousElementSibling?.textContent).toBe('Information Officer');
  });

  it('shows the demo registered name in the sandbox, and no placeholder', () => {
    const { container } = renderInProvider(<PrivacyPage />);
    expect(container.textContent).toContain(DEMO_COMPANY_FACTS.registeredName);
    expect(container.textContent).not.toMatch(/placeholder|to be confirmed/i);
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
