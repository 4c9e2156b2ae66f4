import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render-with-router';
import { type LegalDocument, LegalDocumentView } from './legal-document';

const sample: LegalDocument = {
  title: 'Sample notice',
  summary: 'What this notice is about.',
  sections: [
    {
      id: 'first',
      heading: 'First section',
      blocks: [
        'Licence number: 46913',
        { list: ['one', 'two'] },
        { list: ['step one', 'step two'], ordered: true },
      ],
    },
    {
      id: 'second',
      heading: 'Second section',
      blocks: [
        {
          details: [
            { term: 'Officer', value: 'Ayesha Patel' },
            { term: 'E-mail', value: 'help@example.co.za', href: 'mailto:help@example.co.za' },
            { term: 'More', value: 'Our FAIS disclosure', href: '/fais' },
          ],
        },
      ],
    },
  ],
};

describe('LegalDocumentView', () => {
  it('has one h1, sets the title and gives every section an h2', () => {
    renderWithRouter(<LegalDocumentView document={sample} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Sample notice']);
    expect(document.title).toBe('Sample notice | FG Portal');
    expect(screen.getByRole('heading', { level: 2, name: 'First section' }).id).toBe('first');
    expect(screen.getByRole('heading', { level: 2, name: 'Second section' }).id).toBe('second');
  });

  it('links the contents to each section', () => {
    renderWithRouter(<LegalDocumentView document={sample} />);
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['First section', '#first'],
      ['Second section', '#second'],
    ]);
  });

  it('shows paragraphs and details as they are written', () => {
    renderWithRouter(<LegalDocumentView document={sample} />);
    expect(screen.getByText('Licence number: 46913').tagName).toBe('P');
    expect(screen.getByText('Officer', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      'Ayesha Patel',
    );
  });

  it('renders bulleted and numbered lists', () => {
    const { container } = renderWithRouter(<LegalDocumentView document={sample} />);
    expect(container.querySelectorAll('section ul li')).toHaveLength(2);
    expect(container.querySelectorAll('section ol li')).toHaveLength(2);
  });

  it('pairs terms with values, and routes in-portal links without leaving the app', async () => {
    const { location } = renderWithRouter(<LegalDocumentView document={sample} />);
    const terms = screen.getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['Officer', 'E-mail', 'More']);
    for (const term of terms) expect(term.nextElementSibling?.tagName).toBe('DD');
    expect(screen.getByRole('link', { name: 'help@example.co.za' }).getAttribute('href')).toBe(
      'mailto:help@example.co.za',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Our FAIS disclosure' }));
    expect(location.history.at(-1)).toBe('/fais');
  });
});
