import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COMPANY } from '../../src/config/company';
import { renderWithRouter } from '../test/render-with-router';
import { GETTING_STARTED, OFFERINGS } from './landing-content';
import { LandingPage } from './landing-page';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');

/** Every project file a module pulls in through relative imports, followed transitively. */
function localImports(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier = ''] of source.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const base = resolve(dirname(file), specifier);
      const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
      const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
      if (found && /\.tsx?$/.test(found)) visit(found);
    }
  };
  visit(entry);
  return new Set([...seen].map((file) => file.slice(root.length + 1)));
}

describe('LandingPage', () => {
  it('offers Login and Create an account, routed inside the app', async () => {
    const { location } = renderWithRouter(<LandingPage />);
    screen.getByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/sign-up');

    await userEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect(location.history.at(-1)).toBe('/login');
  });

  it('has one h1 and a section heading for every product family', () => {
    renderWithRouter(<LandingPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const offers = screen.getByRole('region', { name: 'What we offer' });
    expect(
      within(offers)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(OFFERINGS.map((offering) => offering.title));
    for (const topic of [
      /Secured investments/,
      /Tax-free/,
      /Unit trusts/,
      /retirement/,
      /Wills and trusts/,
      /ventures/,
    ]) {
      within(offers).getByRole('heading', { level: 3, name: topic });
    }
  });

  it('lists three numbered getting-started steps under a heading that says three', () => {
    renderWithRouter(<LandingPage />);
    const steps = screen.getByRole('region', { name: 'Get started in three steps' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(GETTING_STARTED.length);
    expect(GETTING_STARTED).toHaveLength(3);
  });

  it('links the directory of company, news, promotion, wealth, life, future and ventures to the group website', () => {
    renderWithRouter(<LandingPage />);
    const directory = screen.getByRole('navigation', { name: `Explore the ${COMPANY.name} website` });
    const links = within(directory).getAllByRole('link');
    expect(COMPANY.directory.map((entry) => entry.id)).toEqual([
      'company',
      'news',
      'promotion',
      'wealth',
      'life',
      'future',
      'ventures',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      COMPANY.directory.map((entry) => entry.href),
    );
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.fedgroup\.co\.za\//);
  });

  it('points phone users to the app', () => {
    renderWithRouter(<LandingPage />);
    expect(screen.getByRole('link', { name: `Get the ${COMPANY.name} app` }).getAttribute('href')).toBe(
      '/download',
    );
  });

  it('sets the document title', () => {
    renderWithRouter(<LandingPage />);
    expect(document.title).toBe('Invest, save and plan | FG Portal');
  });

  it('pulls in no signed-in code: no API client, session, widgets or app area', () => {
    const files = [...localImports(resolve(here, 'landing-page.tsx'))];
    expect(files).toEqual(expect.arrayContaining(['portal/pages/landing-directory.tsx', 'src/ui/card.tsx']));
    const signedIn = files.filter((file) =>
      /^(src\/api|src\/session|src\/react|widgets|portal\/app-area)\//.test(file),
    );
    expect(signedIn).toEqual([]);
  });

  it('loads no image files', () => {
    const { container } = renderWithRouter(<LandingPage />);
    expect(container.querySelector('img, picture, image, [style*="url("]')).toBeNull();
  });
});
