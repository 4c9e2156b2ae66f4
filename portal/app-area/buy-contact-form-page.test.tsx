import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupSandbox } from '../../sandbox/msw';
import { renderPage } from '../test/render-page';
import { BuyContactFormPage } from './buy-contact-form-page';

const sandbox = setupSandbox();

describe('/app/buy/contact-form', () => {
  it.each([
    ['?product=Wills', 'Wills'],
    ['?product=Individual+Risk+Cover', 'Individual Risk Cover'],
    ['', 'Settlement Trusts'],
    [`?product=${'x'.repeat(101)}`, 'Settlement Trusts'],
  ])('with %j is about %s, in one heading, and sends that product', async (query, product) => {
    renderPage(<BuyContactFormPage />, `/app/buy/contact-form${query}`);
    expect(screen.getAllByRole('heading').map((heading) => [heading.tagName, heading.textContent])).toEqual([
      ['H1', product],
    ]);
    expect(document.title).toBe(`${product} | FG Portal`);
    await userEvent.type(screen.getByRole('textbox', { name: 'Contact number' }), '082 555 0143');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Your request was submitted successfully');
    expect(sandbox.store.state.records.contactRequests[0]?.Product).toBe(product);
  });
});
