import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDACTED } from '../../sandbox/controls/received-log';
import { setupSandbox } from '../../sandbox/msw';
import { linkToken } from '../../sandbox/testing/links';
import { renderInProvider } from '../../src/test/render-in-provider';
import { GenericLinkConfirmation } from './generic-link-confirmation';
import { type LinkAction, readLink, SI_REINVEST, TFSA_SWITCH } from './link-actions';
import { LinkConfirmation } from './link-confirmation';

const sandbox = setupSandbox();
afterEach(() => sessionStorage.clear());

const linkCalls = () =>
  sandbox.received
    .list()
    .filter((entry) => /SILink|ExternalMessages/.test(entry.path))
    .map((entry) => entry.path.split('/').at(-1));
/** The product attributes the page reads as it opens, beside any link call it would make. */
const attributeReads = () =>
  sandbox.received
    .list()
    .filter((entry) => entry.method === 'GET' && entry.path.endsWith('/ProductSubTypeAttributes')).length;

/** A link as its edge parses it (readLink), from the values of its query. */
const linkOf = (action: LinkAction, values: Record<string, string>) =>
  readLink(action, (name) => values[name]);
const LIVE = {
  reference: 'SIR-2026-000153',
  id: '9001',
  option: 'Reinvest',
  MatRate: '9.21',
  token: linkToken(sandbox, 'SIR-2026-000153'),
};
const SWITCH_LINK = { reference: 'TFS-2026-000042', token: linkToken(sandbox, 'TFS-2026-000042') };
const SWITCH_SEARCH = `?${new URLSearchParams(SWITCH_LINK).toString()}`;
/** What the sandbox received on the link calls: every one carried the link's token, unchanged. */
const tokensSent = () =>
  sandbox.received
    .list()
    .filter((entry) => /SILink|ExternalMessages/.test(entry.path))
    .map((entry) => entry.query.token);
const EXPIRED =
  'Sorry, your link has expired. Please contact us at invest@fg-group.co.za to assist you further.';

describe('<LinkConfirmation>', () => {
  it('confirms once however often it is pressed, expiry first, tells the host, and remembers it for the tab', async () => {
    const user = userEvent.setup();
    const onConfirmed = vi.fn();
    const first = renderInProvider(
      <LinkConfirmation action={SI_REINVEST} link={linkOf(SI_REINVEST, LIVE)} onConfirmed={onConfirmed} />,
    );
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    await user.dblClick(confirm);
    await screen.findByText(SI_REINVEST.success);
    expect(linkCalls()).toEqual(['SILinkTerms', 'SILinkExpiry', 'SIReinvest']);
    expect(tokensSent()).toEqual([REDACTED, REDACTED, REDACTED]);
    expect(onConfirmed).toHaveBeenCalledExactlyOnceWith({
      action: 'si-reinvest',
      reference: 'SIR-2026-000153',
    });
    first.unmount();
    const readsBefore = attributeReads();
    renderInProvider(<LinkConfirmation action={SI_REINVEST} link={linkOf(SI_REINVEST, LIVE)} />);
    screen.getByText(SI_REINVEST.success);
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    // Its reads have reached the API (a link call would have gone out with them) before none is counted.
    await waitFor(() => expect(attributeReads()).toBeGreaterThan(readsBefore));
    expect(linkCalls()).toEqual(['SILinkTerms', 'SILinkExpiry', 'SIReinvest']);
  });

  it('reads the terms back from the API, and a URL whose terms differ is not valid and calls nothing more', async () => {
    const first = renderInProvider(
      <LinkConfirmation action={SI_REINVEST} link={linkOf(SI_REINVEST, LIVE)} />,
    );
    await screen.findByText('9.21% a year');
    screen.getByText('R250 000.00');
    first.unmount();
    const forgeries: Record<string, string>[] = [
      { MatRate: '25' },
      { option: 'Withdraw everything' },
      { Reinv: '1000000000' },
    ];
    for (const forged of forgeries) {
      const page = renderInProvider(
        <LinkConfirmation action={SI_REINVEST} link={linkOf(SI_REINVEST, { ...LIVE, ...forged })} />,
      );
      await screen.findByText(/This link is not valid\./);
      expect(screen.queryByText(/25% a year|Withdraw everything/)).toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
      page.unmount();
    }
    expect(linkCalls().filter((call) => call !== 'SILinkTerms')).toEqual([]);
  });

  it('says a link the API does not know is not valid, and a throttled one how long to wait', async () => {
    const unknown = renderInProvider(
      <LinkConfirmation action={SI_REINVEST} link={linkOf(SI_REINVEST, { ...LIVE, id: '1' })} />,
    );
    await screen.findByText(/This link is not valid\./);
    unknown.unmount();
    // The reference and id alone, with another link's token: as unknown as a guess.
    const wrongToken = renderInProvider(
      <LinkConfirmation
        action={SI_REINVEST}
        link={linkOf(SI_REINVEST, { ...LIVE, token: SWITCH_LINK.token })}
      />,
    );
    await screen.findByText(/This link is not valid\./);
    wrongToken.unmount();
    sandbox.server.use(
      http.get('http://localhost/v4/api/referrals/SILinkTerms', () =>
        HttpResponse.json(
          { IsError: true, ErrorDescription: 'Too many attempts.', StatusCode: 429 },
          { status: 429, headers: { 'Retry-After': '600' } },
        ),
      ),
    );
    renderInProvider(<LinkConfirmation action={SI_REINVEST} link={linkOf(SI_REINVEST, LIVE)} />);
    await screen.findByText(/Too many attempts\. Please wait 10 minutes and try again\./);
  });

  it('shows a link confirmed elsewhere (another tab, another device) as confirmed, calling nothing more', async () => {
    const link = sandbox.store.state.links.get('SIR-2026-000153');
    if (link) link.outcome = { Reference: 'SIR-2026-000153', Status: 'Accepted', Message: '' };
    renderInProvider(<LinkConfirmation action={SI_REINVEST} link={linkOf(SI_REINVEST, LIVE)} />);
    await screen.findByText(SI_REINVEST.success);
    expect(linkCalls()).toEqual(['SILinkTerms']);
  });

  it('says an expired link has expired as it opens, with the product’s contact address, and calls nothing more', async () => {
    const onFailed = vi.fn();
    renderInProvider(
      <LinkConfirmation
        action={SI_REINVEST}
        link={linkOf(SI_REINVEST, {
          ...LIVE,
          reference: 'SIR-2025-000087',
          id: '9002',
          token: linkToken(sandbox, 'SIR-2025-000087'),
        })}
        onFailed={onFailed}
      />,
    );
    const alert = await screen.findByText(/Sorry, your link has expired/);
    expect(alert.closest('[role="alert"]')?.textContent).toBe(EXPIRED);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'invest@fg-group.co.za' }).getAttribute('href')).toBe(
        'mailto:invest@fg-group.co.za',
      ),
    );
    expect(linkCalls()).toEqual(['SILinkTerms']);
    // Hosts hear of it from an effect, just after the render.
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith(expect.objectContaining({ status: 406 })));
  });

  it('any other failure says so and offers Try again, which calls again', async () => {
    const user = userEvent.setup();
    sandbox.injectFault({ path: '/v3/api/ExternalMessages/Link/TFSSwitch', status: 500, times: 1 });
    renderInProvider(<LinkConfirmation action={TFSA_SWITCH} link={linkOf(TFSA_SWITCH, SWITCH_LINK)} />);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText(/Something went wrong, please try again later or contact us at/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText(TFSA_SWITCH.success);
    expect(linkCalls()).toEqual(['TFSSwitch', 'TFSSwitch']);
  });

  it('names what a link lacks and calls nothing', async () => {
    renderInProvider(
      <LinkConfirmation action={SI_REINVEST} link={linkOf(SI_REINVEST, { reference: 'SIR-2026-000153' })} />,
    );
    screen.getByText(/This link is missing its link id, security code\./);
    expect(screen.queryByRole('button')).toBeNull();
    // Its reads have reached the API (a link call would have gone out with them) before none is counted.
    await waitFor(() => expect(attributeReads()).toBeGreaterThan(0));
    expect(linkCalls()).toEqual([]);
  });
});

describe('<GenericLinkConfirmation>', () => {
  it('confirms the allow-listed action as it opens, once', async () => {
    renderInProvider(<GenericLinkConfirmation action="tfsa-switch" search={SWITCH_SEARCH} />);
    await screen.findByText(TFSA_SWITCH.success);
    expect(linkCalls()).toEqual(['TFSSwitch']);
    expect(tokensSent()).toEqual([REDACTED]);
  });

  it('refuses an action that is not on the list, calling nothing', () => {
    renderInProvider(
      <GenericLinkConfirmation action="https://evil.example/api" search="?reference=TFS-2026-000042" />,
    );
    screen.getByText(/This link does not name anything we can confirm/);
    expect(linkCalls()).toEqual([]);
  });
});
