import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupSandbox } from '../../sandbox/msw';
import { renderInProvider } from '../../src/test/render-in-provider';
import { GenericLinkConfirmation } from './generic-link-confirmation';
import { SI_REINVEST, TFSA_SWITCH } from './link-actions';
import { LinkConfirmation } from './link-confirmation';

const sandbox = setupSandbox();
afterEach(() => sessionStorage.clear());

const linkCalls = () =>
  sandbox.received
    .list()
    .filter((entry) => /SILinkExpiry|ExternalMessages/.test(entry.path))
    .map((entry) => entry.path.split('/').at(-1));

const query = (values: Record<string, string>) => (name: string) => values[name];
const LIVE = { reference: 'SIR-2026-000153', id: '9001', option: 'Reinvest', MatRate: '9.21' };
const EXPIRED =
  'Sorry, your link has expired. Please contact us at invest@fg-group.co.za to assist you further.';

describe('<LinkConfirmation>', () => {
  it('confirms once however often it is pressed, expiry first, tells the host, and remembers it for the tab', async () => {
    const user = userEvent.setup();
    const onConfirmed = vi.fn();
    const first = renderInProvider(
      <LinkConfirmation action={SI_REINVEST} values={query(LIVE)} onConfirmed={onConfirmed} />,
    );
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await user.dblClick(confirm);
    await screen.findByText(SI_REINVEST.success);
    expect(linkCalls()).toEqual(['SILinkExpiry', 'SIReinvest']);
    expect(onConfirmed).toHaveBeenCalledExactlyOnceWith({
      action: 'si-reinvest',
      reference: 'SIR-2026-000153',
    });
    first.unmount();
    renderInProvider(<LinkConfirmation action={SI_REINVEST} values={query(LIVE)} />);
    screen.getByText(SI_REINVEST.success);
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(linkCalls()).toEqual(['SILinkExpiry', 'SIReinvest']);
  });

  it('says an expired link has expired, with the product’s contact address, and calls nothing more', async () => {
    const user = userEvent.setup();
    const onFailed = vi.fn();
    renderInProvider(
      <LinkConfirmation
        action={SI_REINVEST}
        values={query({ ...LIVE, reference: 'SIR-2025-000087', id: '9002' })}
        onFailed={onFailed}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByText(/Sorry, your link has expired/);
    expect(alert.closest('[role="alert"]')?.textContent).toBe(EXPIRED);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'invest@fg-group.co.za' }).getAttribute('href')).toBe(
        'mailto:invest@fg-group.co.za',
      ),
    );
    expect(linkCalls()).toEqual(['SILinkExpiry']);
    expect(onFailed).toHaveBeenCalledWith(expect.objectContaining({ status: 406 }));
  });

  it('any other failure says so and offers Try again, which calls again', async () => {
    const user = userEvent.setup();
    sandbox.injectFault({ path: '/v3/api/ExternalMessages/Link/TFSSwitch', status: 500, times: 1 });
    renderInProvider(
      <LinkConfirmation action={TFSA_SWITCH} values={query({ reference: 'TFS-2026-000042' })} />,
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText(/Something went wrong, please try again later or contact us at/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText(TFSA_SWITCH.success);
    expect(linkCalls()).toEqual(['TFSSwitch', 'TFSSwitch']);
  });

  it('names what a link lacks and calls nothing', () => {
    renderInProvider(
      <LinkConfirmation action={SI_REINVEST} values={query({ reference: 'SIR-2026-000153' })} />,
    );
    screen.getByText(/This link is missing its link id, option, maturity rate\./);
    expect(screen.queryByRole('button')).toBeNull();
    expect(linkCalls()).toEqual([]);
  });
});

describe('<GenericLinkConfirmation>', () => {
  it('confirms the allow-listed action as it opens, once', async () => {
    renderInProvider(<GenericLinkConfirmation action="tfsa-switch" search="?reference=TFS-2026-000042" />);
    await screen.findByText(TFSA_SWITCH.success);
    expect(linkCalls()).toEqual(['TFSSwitch']);
  });

  it('refuses an action that is not on the list, calling nothing', () => {
    renderInProvider(
      <GenericLinkConfirmation action="https://evil.example/api" search="?reference=TFS-2026-000042" />,
    );
    screen.getByText(/This link does not name anything we can confirm/);
    expect(linkCalls()).toEqual([]);
  });
});
