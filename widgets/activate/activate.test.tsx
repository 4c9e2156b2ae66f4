import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { THANDI_USERNAME } from '../../sandbox/app';
import { setupSandbox } from '../../sandbox/msw';
import { pressAndExpectSummary } from '../../src/test/press-and-expect-summary';
import { renderInProvider } from '../../src/test/render-in-provider';
import { Activate } from './activate';

const sandbox = setupSandbox();
afterEach(() => window.history.replaceState(null, '', '/'));

describe('<Activate>', () => {
  it('greets with KnownAsName from the query, the request text and Activate My Account', () => {
    window.history.replaceState(null, '', '/welcome?KnownAsName=Thandi');
    renderInProvider(<Activate headingLevel={1} />);
    screen.getByRole('heading', { level: 1, name: 'Welcome Thandi' });
    screen.getByText('Please confirm your email address so that we can send you an activation link.');
    screen.getByRole('button', { name: 'Activate My Account' });
  });

  it('shows the name as text only, never as markup, and caps its length', () => {
    const name = `<img src=x onerror="alert(1)">${'x'.repeat(100)}`;
    window.history.replaceState(null, '', `/welcome?KnownAsName=${encodeURIComponent(name)}`);
    const { container } = renderInProvider(<Activate />);
    const heading = screen.getByRole('heading');
    expect(container.querySelector('img')).toBeNull();
    expect(heading.textContent?.startsWith('Welcome <img src=x')).toBe(true);
    expect(Array.from(heading.textContent ?? '').length).toBe('Welcome '.length + 60);
  });

  it("says just 'Welcome' without a name", () => {
    renderInProvider(<Activate />);
    expect(screen.getByRole('heading').textContent).toBe('Welcome');
  });

  it('prefers the known-as-name attribute over the query', () => {
    window.history.replaceState(null, '', '/welcome?KnownAsName=Query');
    renderInProvider(<Activate knownAsName="Sipho" />);
    expect(screen.getByRole('heading').textContent).toBe('Welcome Sipho');
  });

  it('sends the activation e-mail', async () => {
    const user = userEvent.setup();
    renderInProvider(<Activate />);
    await pressAndExpectSummary(user, screen.getByRole('button', { name: 'Activate My Account' }), [
      'Please enter a valid email address',
    ]);
    await user.type(screen.getByLabelText(/^Email address/), `${THANDI_USERNAME}{Enter}`);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        `Thank you! An activation email will be sent to ${THANDI_USERNAME}.`,
      ),
    );
    expect(sandbox.store.state.emails.at(-1)).toMatchObject({ Kind: 'Activation', To: THANDI_USERNAME });
  });
});
