import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupSandbox } from '../../sandbox/msw';
import { renderPage } from '../test/render-page';
import { ContactFormNavigationPage } from './contact-form-navigation-page';

const sandbox = setupSandbox();

async function submitNumber() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Contact number' }), '082 555 0143');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await screen.findByText('Your request was submitted successfully');
}

describe('/contact-form-navigation', () => {
  it.each([
    ['?product=Unit%20Trust', 'Unit Trust'],
    ['?Settlement%20Trusts', 'Settlement Trusts'],
  ])('names the product of %s and sends it', async (query, product) => {
    renderPage(<ContactFormNavigationPage />, `/contact-form-navigation${query}`);
    screen.getByRole('heading', { level: 1, name: 'Contact us' });
    screen.getByRole('heading', { level: 2, name: product });
    expect(document.title).toBe('Contact us | FG Portal');
    await submitNumber();
    expect(sandbox.store.state.records.contactRequests[0]?.Product).toBe(product);
  });

  it.each([
    ['no query', ''],
    ['an unusable name', `?product=${'x'.repeat(101)}`],
  ])('makes a general enquiry for %s', async (_, query) => {
    renderPage(<ContactFormNavigationPage />, `/contact-form-navigation${query}`);
    screen.getByRole('heading', { level: 2, name: 'Contact us' });
    await submitNumber();
    expect(sandbox.store.state.records.contactRequests[0]?.Product).toBe('General enquiry');
  });
});
