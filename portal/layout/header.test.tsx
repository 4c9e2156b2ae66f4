import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GROUP_WEBSITE_SECTIONS } from '../../src/config';
import { renderPage } from '../test/render-page';
import { Header } from './header';

describe('Header', () => {
  it('puts the five group-website links under a navigation named "Our group"', () => {
    renderPage(<Header />, '/');
    const nav = screen.getByRole('navigation', { name: 'Our group' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      GROUP_WEBSITE_SECTIONS.map((section) => section.href),
    );
    // The label is visible text in the nav, not only an aria-label.
    expect(within(nav).getByText('Our group').tagName).toBe('SPAN');
  });

  it('says of each link that it opens the group website, so none reads as a portal tab', () => {
    renderPage(<Header />, '/');
    const nav = screen.getByRole('navigation', { name: 'Our group' });
    for (const section of GROUP_WEBSITE_SECTIONS) {
      const link = within(nav).getByRole('link', { name: `${section.label} (opens the group website)` });
      // The external-link mark is decoration: hidden from assistive technology.
      expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
    expect(within(nav).queryByRole('link', { name: 'Investments' })).toBeNull();
  });

  it('folds the links into an "Our group" disclosure button that controls the nav', async () => {
    renderPage(<Header />, '/');
    // Shown below 768 px only: jsdom applies no media query and names no hidden element, so by its text.
    const button = screen.getByText('Our group', { selector: 'button' });
    const nav = screen.getByRole('navigation', { name: 'Our group' });
    expect(button.getAttribute('aria-controls')).toBe(nav.id);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});

describe('Header on a buy wizard', () => {
  it('shows the logo and the product only: no group links to leave by mid-purchase', () => {
    renderPage(<Header />, '/app/buy/tax-free-investment');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'FG Portal home' }).getAttribute('href')).toBe('/');
    expect(within(banner).getByText('Tax-Free Savings Account')).toBeTruthy();
    expect(within(banner).queryByRole('navigation')).toBeNull();
    expect(within(banner).queryByText('Our group')).toBeNull();
  });

  it('keeps the site header on the contact form for a product', () => {
    renderPage(<Header />, '/app/buy/contact-form');
    expect(screen.getByRole('navigation', { name: 'Our group' })).toBeTruthy();
  });
});
