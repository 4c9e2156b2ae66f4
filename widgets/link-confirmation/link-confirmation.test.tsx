import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDACTED } from '../../sandbox/controls/received-log';
import { setupSandbox } from '../../sandbox/msw';
import { linkToken } from '../../sandbox/testing/links';
import { formatCalendarDate } from '../../src/domain/calendar-date';
import { todayInSouthAfrica } from '../../src/domain/south-africa-today';
import { nbsp } from '../../src/test/nbsp';
import { renderInProvider } from '../../src/test/render-in-provider';
import { GenericLinkConfirmation } from './generic-link-confirmation';
import { type LinkAction, readLink, SI_REINVEST, TFSA_SWITCH } from './link-actions';
import { LinkConfirmation } from './link-confirmation';
import { offerStands } from './link-deal';

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
    const confirm = await screen.findByRole('button', { name: 'Confirm reinvestment' });
    await user.dblClick(confirm);
    const confirmed = await screen.findByRole('heading', { level: 2, name: 'Reinvestment confirmed' });
    expect(document.activeElement).toBe(confirmed);
    screen.getByText(SI_REINVEST.success);
    const when = screen.getByText(/· Reference SIR-2026-000153$/).textContent;
    expect(when).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4} at \d{2}:\d{2} · Reference SIR-2026-000153$/);
    expect(screen.getByLabelText('What you confirmed').textContent).toBe(
      nbsp(
        'ReferenceSIR-2026-000153Amount reinvestedR250 000.00TermFixed 12 monthsMaturity rate9.21% a yearYour choiceReinvest',
      ),
    );
    expect(linkCalls()).toEqual(['SILinkTerms', 'SILinkExpiry', 'SIReinvest']);
    expect(tokensSent()).toEqual([REDACTED, REDACTED, REDACTED]);
    expect(onConfirmed).toHaveBeenCalledExactlyOnceWith({
      action: 'si-reinvest',
      reference: 'SIR-2026-000153',
    });
    first.unmount();
    renderInProvider(<LinkConfirmation action={SI_REINVEST} link={linkOf(SI_REINVEST, LIVE)} />);
    // The tab remembers the confirmation and when it was made: shown at once, the button gone.
    screen.getByText(SI_REINVEST.success);
    expect(screen.getByText(/· Reference SIR-2026-000153$/).textContent).toBe(when);
    expect(screen.queryByRole('button')).toBeNull();
    // Its terms are read again to show them; nothing is confirmed again.
    await screen.findByText('R250 000.00');
    expect(linkCalls()).toEqual(['SILinkTerms', 'SILinkExpiry', 'SIReinvest', 'SILinkTerms']);
    // A confirmation shown on opening takes no focus.
    expect(document.activeElement).toBe(document.body);
  });

  it('states the deal under the spec’s heading, until when it stands, what Confirm does and what to do instead, all before the button', async () => {
    renderInProvider(<LinkConfirmation action={SI_REINVEST} link={linkOf(SI_REINVEST, LIVE)} />);
    const button = await screen.findByRole('button', { name: 'Confirm reinvestment' });
    const expiry = new Date(sandbox.store.state.links.get('SIR-2026-000153')?.expiresAt ?? 0)
      .toISOString()
      .slice(0, 10);
    const notice = offerStands(expiry, todayInSouthAfrica());
    expect(notice?.detail).toMatch(
      /^\d+ days left\. After that this link expires and you will need to call us\.$/,
    );
    const inOrder = [
      screen.getByText('Your choice at maturity'),
      screen.getByRole('heading', { level: 1, name: 'Secured Investment' }),
      screen.getByText('Reinvest R250 000.00 for 12 months at 9.21% a year'),
      screen.getByRole('status'),
      screen.getByLabelText('What you are confirming'),
      screen.getByRole('heading', { level: 2, name: 'What Confirm does' }),
      screen.getByText(
        'We reinvest R250 000.00 for 12 months at 9.21% a year, and e-mail you to confirm it.',
      ),
      button,
      screen.getByRole('heading', { level: 2, name: 'Want something else?' }),
    ];
    for (const [index, node] of inOrder.entries())
      if (index > 0) expect(inOrder[index - 1]?.compareDocumentPosition(node), String(index)).toBe(4);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(`${notice?.title}${notice?.detail}`),
    );
    const phone = screen.getByRole('link', { name: '0860 334 768' });
    expect(phone.getAttribute('href')).toBe('tel:0860334768');
    expect(phone.parentElement?.textContent).toBe(
      `To be paid out, reinvest a different amount or choose another term, call 0860 334 768 by ${formatCalendarDate(expiry)} and quote SIR-2026-000153.`,
    );
  });

  it('says nothing of a deadline the API did not give', async () => {
    sandbox.server.use(
      http.get('http://localhost/v4/api/referrals/SILinkTerms', () =>
        HttpResponse.json({
          Id: '9001',
          Reference: 'SIR-2026-000153',
          Category: 'Fixed 12 months',
          Option: 'Reinvest',
          MaturityRate: 9.21,
          ReinvestAmount: 250000,
          Status: 'Open',
        }),
      ),
    );
    renderInProvider(<LinkConfirmation action={SI_REINVEST} link={linkOf(SI_REINVEST, LIVE)} />);
    await screen.findByRole('button', { name: 'Confirm reinvestment' });
    expect(screen.queryByText(/This offer stands/)).toBeNull();
    expect(screen.getByRole('link', { name: '0860 334 768' }).parentElement?.textContent).toBe(
      'To be paid out, reinvest a different amount or choose another term, call 0860 334 768 and quote SIR-2026-000153.',
    );
  });

  it('names the day a link expired when it expires while open, with the phone number', async () => {
    const user = userEvent.setup();
    const today = todayInSouthAfrica();
    sandbox.server.use(
      http.get('http://localhost/v4/api/referrals/SILinkTerms', () =>
        HttpResponse.json({
          Category: 'Fixed 12 months',
          Option: 'Reinvest',
          MaturityRate: 9.21,
          ReinvestAmount: 250000,
          ExpiryDate: `${today}T00:00:00`,
          Status: 'Open',
        }),
      ),
    );
    sandbox.injectFault({ path: '/v4/api/referrals/SILinkExpiry', status: 406, times: 1 });
    renderInProvider(<LinkConfirmation action={SI_REINVEST} link={linkOf(SI_REINVEST, LIVE)} />);
    await screen.findByText(/^Today is the last day\./);
    await user.click(screen.getByRole('button', { name: 'Confirm reinvestment' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`This link expired on ${formatCalendarDate(today)}${EXPIRED}`);
    expect(screen.getByRole('link', { name: '0860 334 768' }).parentElement?.textContent).toBe(
      'You can also call us on 0860 334 768 and quote SIR-2026-000153.',
    );
    // The terms came from this test's handler; the sandbox saw the expiry check and nothing after it.
    expect(linkCalls()).toEqual(['SILinkExpiry']);
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
    // When it was confirmed is not known here: the line gives the reference alone.
    screen.getByText('Reference SIR-2026-000153');
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
    expect(screen.getByRole('link', { name: '0860 334 768' }).parentElement?.textContent).toBe(
      'You can also call us on 0860 334 768 and quote SIR-2025-000087.',
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'invest@fg-group.co.za' }).getAttribute('href')).toBe(
        'mailto:invest@fg-group.co.za',
      ),
    );
    expect(linkCalls()).toEqual(['SILinkTerms']);
    // Hosts hear of it from an effect, just after the render.
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith(expect.objectContaining({ status: 406 })));
  });

  it('gives the configured company’s phone number, not a number of its own', async () => {
    renderInProvider(<LinkConfirmation action={TFSA_SWITCH} link={linkOf(TFSA_SWITCH, SWITCH_LINK)} />, {
      telephone: '011 555 0100',
    });
    const phone = await screen.findByRole('link', { name: '011 555 0100' });
    expect(phone.getAttribute('href')).toBe('tel:0115550100');
    expect(phone.parentElement?.textContent).toBe(
      'To ask about the switch before you decide, call 011 555 0100 and quote TFS-2026-000042.',
    );
    expect(screen.queryByText(/0860 334 768/)).toBeNull();
  });

  it('any other failure says so and offers Try again, which calls again', async () => {
    const user = userEvent.setup();
    sandbox.injectFault({ path: '/v3/api/ExternalMessages/Link/TFSSwitch', status: 500, times: 1 });
    renderInProvider(<LinkConfirmation action={TFSA_SWITCH} link={linkOf(TFSA_SWITCH, SWITCH_LINK)} />);
    await user.click(screen.getByRole('button', { name: 'Confirm switch' }));
    await screen.findByText(/Something went wrong, please try again later or contact us at/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // The spec's sentence stays (DESIGN.md §8a), with the reference, the date and the terms around it.
    await screen.findByText(TFSA_SWITCH.success);
    screen.getByRole('heading', { level: 2, name: 'Switch confirmed' });
    screen.getByText(/^\d{1,2} [A-Z][a-z]{2} \d{4} at \d{2}:\d{2} · Reference TFS-2026-000042$/);
    expect(screen.getByLabelText('What you confirmed').textContent).toBe(
      'ReferenceTFS-2026-000042Your choiceSwitch',
    );
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
