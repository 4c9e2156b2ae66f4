import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER } from '../../src/config/company';
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
        `Licence number: ${PLACEHOLDER}`,
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
            { term: 'Officer', value: PLACEHOLDER },
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

  it('marks every placeholder, in paragraphs and in details alike', () => {
    const { container } = renderWithRouter(<LegalDocumentView document={sample} />);
    const marks = [...container.querySelectorAll('mark')];
    expect(marks.map((mark) => mark.textContent)).toEqual([PLACEHOLDER, PLACEHOLDER]);
    expect(marks[0]?.parentElement?.textContent).toBe(`Licence number: ${PLACEHOLDER}`);
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
