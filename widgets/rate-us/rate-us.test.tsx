import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THANDI_USERNAME } from '../../sandbox/app';
import { setupSandbox } from '../../sandbox/msw';
import { LOAD_TIME_LIMIT_MS } from '../../src/api/load-in-time';
import { loginSucceeded, logout } from '../../src/session';
import { headerOf } from '../../src/test/header-of';
import { pressAndExpectSummary } from '../../src/test/press-and-expect-summary';
import { renderInProvider } from '../../src/test/render-in-provider';
import { LOAD_FAILED_TEXT, LOAD_FAILED_TITLE } from '../../src/ui/failure-boundary';
import { navigateTo } from './navigate-to';
import { RateUs, RatingWidget } from './rate-us';
import { type LoadSendingHalf, loadSendingHalf } from './sending-half';

vi.mock('./navigate-to', () => ({ navigateTo: vi.fn() }));

const sandbox = setupSandbox();
beforeEach(() => vi.mocked(navigateTo).mockClear());
afterEach(() => {
  logout();
  vi.useRealTimers();
});

const SUCCESS =
  'Thank you for your submission. Your feedback is highly appreciated and will help us to improve our service offering';
const FAILURE = 'Error: server not found, please try again later.';

function sentRatings() {
  return sandbox.received.list().filter((entry) => entry.path === '/v4/api/UserResponse');
}

const send = () => screen.getByRole('button', { name: 'Send' });

describe('<RateUs>', () => {
  it('offers the scores 1 to 10 as one radio group, 1 described Unlikely and 10 Likely', () => {
    renderInProvider(<RateUs />);
    const group = screen.getByRole('group', { name: 'How likely are you to recommend our service?' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    const description = (radio: HTMLElement) =>
      document.getElementById(radio.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(description(screen.getByRole('radio', { name: '1' }))).toBe('Unlikely');
    expect(description(screen.getByRole('radio', { name: '10' }))).toBe('Likely');
    expect(screen.getByRole('radio', { name: '5' }).hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Comment' }).tagName).toBe('TEXTAREA');
  });

  it('posts one rating per Send, also where a host renders twice on mount (StrictMode)', async () => {
    renderInProvider(
      <StrictMode>
        <RateUs systemIdentifier="STRICT" />
      </StrictMode>,
    );
    await userEvent.click(screen.getByRole('radio', { name: '7' }));
    await userEvent.click(send());
    expect(await screen.findByText(SUCCESS)).toBeTruthy();
    expect(sentRatings()).toHaveLength(1);
  });

  it('asks for a score when Send is pressed without one: the summary, focused, and the message beside the scale', async () => {
    const user = userEvent.setup();
    renderInProvider(<RateUs />);
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'No score yet');
    await pressAndExpectSummary(user, send(), ['Choose a number from 1 to 10']);
    expect(sentRatings()).toHaveLength(0);
    const scale = screen.getByRole('group', { name: /How likely are you/ });
    const described = (scale.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Choose a number from 1 to 10',
    );
    await user.click(screen.getByRole('link', { name: 'Choose a number from 1 to 10' }));
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1' }));
    await user.click(screen.getByRole('radio', { name: '8' }));
    await waitFor(() => expect(screen.queryByText('Choose a number from 1 to 10')).toBeNull());
    await user.click(send());
    expect(await screen.findByText(SUCCESS)).toBeTruthy();
    expect(sentRatings()).toHaveLength(1);
  });

  it('posts the score, trimmed comment, reference and ResponseTypeID 1 without a token, then thanks the user', async () => {
    loginSucceeded({ accessToken: await sandbox.tokenFor(THANDI_USERNAME), refreshToken: 'refresh' });
    const onSubmitted = vi.fn();
    renderInProvider(<RateUs systemIdentifier="SI-2026-05" onSubmitted={onSubmitted} />);
    await userEvent.click(screen.getByRole('radio', { name: '9' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), '  Quick and friendly  ');
    await userEvent.click(send());

    await screen.findByText(SUCCESS);
    const expected = {
      OptionSelected: 9,
      Comment: 'Quick and friendly',
      SystemIdentifier: 'SI-2026-05',
      ResponseTypeID: 1,
    };
    const [request] = sentRatings();
    expect(request?.method).toBe('POST');
    expect(request?.body).toEqual(expected);
    expect(headerOf(request?.headers, 'authorization')).toBeUndefined();
    expect(headerOf(request?.headers, 'platformversion')).toBe('1.0.870');
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(expected));
    expect(sandbox.store.state.records.ratings).toHaveLength(1);
  });

  it.each([
    ['no reference', undefined],
    ['a blank reference', '   '],
    ['a reference with control characters', 'SI\u0000-1'],
    ['a reference over 100 characters', 'x'.repeat(101)],
  ])('sends the placeholder "N/A -" and a number 0 to 19 for %s', async (_, reference) => {
    renderInProvider(<RateUs systemIdentifier={reference} />);
    await userEvent.click(screen.getByRole('radio', { name: '3' }));
    await userEvent.click(send());
    await screen.findByText(SUCCESS);
    const body = sentRatings()[0]?.body as { SystemIdentifier: string };
    expect(body.SystemIdentifier).toMatch(/^N\/A -(1?\d)$/);
  });

  // Issue 29: the comment is held to the API's rule (src/domain/text-rules.ts: line breaks kept, no other
  // control or direction-changing characters) before it is sent, with the API's words beside the field.
  it.each([
    ['a NUL', 'Great\u0000service'],
    ['an ANSI escape', 'Great \u001b[2J service'],
    ['a right-to-left override', 'Great \u202eecivres'],
  ])(
    'refuses a comment with %s beside the field, sends nothing, and sends once it is fixed',
    async (_, comment) => {
      const onFailed = vi.fn();
      renderInProvider(<RateUs onFailed={onFailed} />);
      await userEvent.click(screen.getByRole('radio', { name: '8' }));
      await userEvent.click(screen.getByRole('textbox', { name: 'Comment' }));
      await userEvent.paste(comment);
      await userEvent.click(send());

      const field = await screen.findByRole('textbox', { name: 'Comment' });
      await waitFor(() => expect(document.activeElement).toBe(field));
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const described = (field.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent);
      expect(described).toContain(
        'Comment contains characters we cannot accept (such as line breaks or hidden control characters)',
      );
      expect(field).toHaveProperty('value', comment);
      expect(screen.getByRole('radio', { name: '8' })).toHaveProperty('checked', true);
      expect(sentRatings()).toHaveLength(0);
      expect(onFailed).not.toHaveBeenCalled();

      await userEvent.clear(field);
      await userEvent.type(field, 'Great service{Enter}Thank you');
      await userEvent.click(send());
      await screen.findByText(SUCCESS);
      expect(sentRatings()[0]?.body).toMatchObject({ Comment: 'Great service\nThank you' });
    },
  );

  it('shows a spinner while sending and moves focus from the form to the outcome', async () => {
    const release = sandbox.hold('POST', '/v4/api/UserResponse');
    renderInProvider(<RateUs />);
    await userEvent.click(screen.getByRole('radio', { name: '7' }));
    await userEvent.click(send());
    // The status is on the page a moment before its words, so that screen readers announce them.
    await waitFor(() => expect(screen.getByRole('status').textContent?.trim()).toBe('Sending your feedback'));
    // Its ring once the sending half is there (the words alone until then).
    await waitFor(() => expect(screen.getByRole('status').querySelector('[part="spinner"]')).not.toBeNull());
    expect(screen.queryByRole('form')).toBeNull();
    await waitFor(() => expect(document.activeElement?.getAttribute('part')).toBe('outcome'));
    release();
    await screen.findByText(SUCCESS);
  });

  it('shows the spec error text on a failure, tells the host, and lets the user try again with their answers', async () => {
    sandbox.injectFault({ method: 'POST', path: '/v4/api/UserResponse', status: 500, times: 1 });
    const onFailed = vi.fn();
    const onSubmitted = vi.fn();
    renderInProvider(<RateUs onFailed={onFailed} onSubmitted={onSubmitted} />);
    await userEvent.click(screen.getByRole('radio', { name: '4' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Slow');
    await userEvent.click(send());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(FAILURE);
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith({ message: FAILURE, status: 500 }));
    expect(onSubmitted).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const four = screen.getByRole('radio', { name: '4' });
    expect(four).toHaveProperty('checked', true);
    expect(document.activeElement).toBe(four);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveProperty('value', 'Slow');
    await userEvent.click(send());
    await screen.findByText(SUCCESS);
    expect(sandbox.store.state.records.ratings).toHaveLength(1);
  });

  it('goes to the thank-you address after a successful send', async () => {
    renderInProvider(<RateUs thankYouUrl="/thanks.html?from=rating" />);
    await userEvent.click(screen.getByRole('radio', { name: '10' }));
    await userEvent.click(send());
    await waitFor(() =>
      expect(navigateTo).toHaveBeenCalledWith('http://localhost:3000/thanks.html?from=rating'),
    );
  });

  it('never navigates to a script address', async () => {
    const onSubmitted = vi.fn();
    renderInProvider(<RateUs thankYouUrl="javascript:alert(1)" onSubmitted={onSubmitted} />);
    await userEvent.click(screen.getByRole('radio', { name: '10' }));
    await userEvent.click(send());
    await screen.findByText(SUCCESS);
    // The host is told first, then the page would be left: once told, nothing more is coming.
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('stays on the page after a failure', async () => {
    sandbox.injectFault({ method: 'POST', path: '/v4/api/UserResponse', status: 500 });
    const onFailed = vi.fn();
    renderInProvider(<RateUs thankYouUrl="/thanks.html" onFailed={onFailed} />);
    await userEvent.click(screen.getByRole('radio', { name: '10' }));
    await userEvent.click(send());
    await screen.findByText(FAILURE);
    await waitFor(() => expect(onFailed).toHaveBeenCalled());
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('can be completed with the keyboard alone', async () => {
    const onSubmitted = vi.fn();
    renderInProvider(<RateUs systemIdentifier="KB-1" onSubmitted={onSubmitted} />);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '3' })).toHaveProperty('checked', true);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Comment' }));
    await user.keyboard('Fine');
    await user.tab();
    expect(document.activeElement).toBe(send());
    await user.keyboard('{Enter}');
    await screen.findByText(SUCCESS);
    await waitFor(() =>
      expect(onSubmitted).toHaveBeenCalledWith(
        expect.objectContaining({ OptionSelected: 3, Comment: 'Fine' }),
      ),
    );
  });
});

describe('<RatingWidget> when Send cannot fetch the sending half', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));

  /** The sending half as a line that is down (`fails`) or stalled (`stalls`) until it is `restored`. */
  function sendingHalfOver(line: 'fails' | 'stalls') {
    let up = false;
    const loadSender = vi.fn<LoadSendingHalf>(() => {
      if (up) return loadSendingHalf();
      return line === 'fails'
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : new Promise<never>(() => undefined);
    });
    return {
      loadSender,
      restored: () => {
        up = true;
      },
    };
  }

  async function rateAndSend(loadSender: LoadSendingHalf, onLoadRetry?: (error: unknown) => unknown) {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderInProvider(
      <RatingWidget
        reference={undefined}
        thankYouUrl={undefined}
        loadSender={loadSender}
        onLoadRetry={onLoadRetry}
      />,
    );
    await user.click(screen.getByRole('radio', { name: '7' }));
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Kept');
    await user.click(send());
    return user;
  }

  /** The alert says what happened and what to do, Try again has the focus, and the answers are there. */
  async function expectAnswersKeptUnderTheAlert() {
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${LOAD_FAILED_TITLE}${LOAD_FAILED_TEXT}Try again`);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(alert).getByRole('button', { name: 'Try again' })),
    );
    expect(screen.getByRole('radio', { name: '7' })).toHaveProperty('checked', true);
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Comment' }).value).toBe('Kept');
    expect(sentRatings()).toHaveLength(0);
  }

  /** Try again, with the line back: the rating is stored, posted once, with `body`. */
  async function tryAgainSendsOnce(user: ReturnType<typeof userEvent.setup>, body: object) {
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText(SUCCESS);
    expect(sentRatings()).toHaveLength(1);
    expect(sentRatings()[0]?.body).toMatchObject(body);
  }

  it('keeps the answers under the load-failure alert when the download fails, and Try again sends them once', async () => {
    const line = sendingHalfOver('fails');
    const user = await rateAndSend(line.loadSender);
    await expectAnswersKeptUnderTheAlert();

    line.restored();
    await tryAgainSendsOnce(user, { OptionSelected: 7, Comment: 'Kept' });
  });

  it('Try again sends what the form shows when it is pressed: answers changed under the alert, not the first ones', async () => {
    const line = sendingHalfOver('fails');
    const user = await rateAndSend(line.loadSender);
    await expectAnswersKeptUnderTheAlert();
    await user.click(screen.getByRole('radio', { name: '3' }));
    await user.clear(screen.getByRole('textbox', { name: 'Comment' }));
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Changed');

    line.restored();
    await tryAgainSendsOnce(user, { OptionSelected: 3, Comment: 'Changed' });
  });

  it("tells the host's onLoadRetry what failed before Try again sends (the portal reloads after a deploy)", async () => {
    const line = sendingHalfOver('fails');
    const order: string[] = [];
    const onLoadRetry = vi.fn((error: unknown) => {
      order.push(`retry after ${(error as Error).message}`);
      line.restored();
    });
    const user = await rateAndSend(line.loadSender, onLoadRetry);
    await expectAnswersKeptUnderTheAlert();
    await tryAgainSendsOnce(user, { OptionSelected: 7, Comment: 'Kept' });
    expect(order).toEqual(['retry after Failed to fetch dynamically imported module']);
  });

  it('says so when the download has not come within the time limit, rather than sending for good', async () => {
    const line = sendingHalfOver('stalls');
    const user = await rateAndSend(line.loadSender);
    await screen.findByRole('status');
    // A second short of the limit (real time runs beside the fake clock), still sending.
    await act(() => vi.advanceTimersByTimeAsync(LOAD_TIME_LIMIT_MS - 1000));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Sending your feedback');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await expectAnswersKeptUnderTheAlert();

    line.restored();
    await tryAgainSendsOnce(user, { OptionSelected: 7, Comment: 'Kept' });
  });
});
