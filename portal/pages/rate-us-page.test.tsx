import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { setupSandbox } from '../../sandbox/msw';
import { retryOrReload } from '../../src/react/lazy-with-retry';
import { renderPage } from '../test/render-page';
import { keepRatingDraft, ratingDraft } from './rate-us-draft';
import { RateUsPage } from './rate-us-page';
import { RateUsThankYouPage } from './rate-us-thank-you-page';

// The send's chunk, as a line that is down when `offline`; Try again's reload, recorded.
const { line } = vi.hoisted(() => ({ line: { offline: false } }));
vi.mock('../../widgets/rate-us', async (original) => {
  const actual = await original<typeof import('../../widgets/rate-us')>();
  return {
    ...actual,
    loadSendingHalf: () =>
      line.offline
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : actual.loadSendingHalf(),
  };
});
vi.mock('../../src/react/lazy-with-retry', async (original) => ({
  ...(await original<typeof import('../../src/react/lazy-with-retry')>()),
  retryOrReload: vi.fn(),
}));

const sandbox = setupSandbox();
afterEach(() => {
  keepRatingDraft(undefined);
  line.offline = false;
});

const SUCCESS =
  'Thank you for your submission. Your feedback is highly appreciated and will help us to improve our service offering';
const FAILURE = 'Error: server not found, please try again later.';

const pages = (
  <Switch>
    <Route path="/rate-us-page" component={RateUsPage} />
    <Route path="/rate-us-page-thank-you" component={RateUsThankYouPage} />
  </Switch>
);

async function rate(score: string) {
  await userEvent.click(screen.getByRole('radio', { name: score }));
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('/rate-us-page and /rate-us-page-thank-you', () => {
  it("keeps the answers when Send's code cannot be fetched, and its Try again goes through the page's retry (a reload after a deploy)", async () => {
    line.offline = true;
    const { location } = renderPage(pages, '/rate-us-page');
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Offline');
    await rate('4');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This part of the page could not be shown.');
    expect(location.history.at(-1)).toBe('/rate-us-page');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Comment' }).value).toBe('Offline');

    line.offline = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/rate-us-page-thank-you'));
    expect(vi.mocked(retryOrReload)).toHaveBeenCalledWith(expect.objectContaining({ name: 'TypeError' }));
    await screen.findByText(SUCCESS);
  });

  it('sends the rating with ?ref, then shows a spinner and the thank-you text on the thank-you page', async () => {
    const release = sandbox.hold('POST', '/v4/api/UserResponse');
    const { location } = renderPage(pages, '/rate-us-page?ref=SI-2026-05');
    screen.getByRole('heading', { level: 1, name: 'Rate our service' });
    expect(document.title).toBe('Rate our service | FG Portal');
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Quick');
    await rate('9');

    // Send checks the comment first (its rule is fetched on Send), then goes on.
    await waitFor(() => expect(location.history.at(-1)).toBe('/rate-us-page-thank-you'));
    await screen.findByRole('heading', { level: 1, name: 'Your feedback' });
    // The status is on the page a moment before its words, so that screen readers announce them.
    await waitFor(() => expect(screen.getByRole('status').textContent?.trim()).toBe('Sending your feedback'));
    // Its ring once the sending half is there (the words alone until then).
    await waitFor(() => expect(screen.getByRole('status').querySelector('[part="spinner"]')).not.toBeNull());
    release();
    await screen.findByText(SUCCESS);
    expect(sandbox.store.state.records.ratings).toMatchObject([
      { OptionSelected: 9, Comment: 'Quick', SystemIdentifier: 'SI-2026-05', ResponseTypeID: 1 },
    ]);
  });

  it('refuses a comment with a control character beside the field, and neither sends nor leaves the page', async () => {
    const { location } = renderPage(pages, '/rate-us-page');
    await userEvent.click(screen.getByRole('textbox', { name: 'Comment' }));
    await userEvent.paste('Fine\u0000\u001b[0m');
    await rate('6');
    await screen.findByText(
      'Comment contains characters we cannot accept (such as line breaks or hidden control characters)',
    );
    const field = screen.getByRole('textbox', { name: 'Comment' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(location.history.at(-1)).toBe('/rate-us-page');
    expect(sandbox.received.list().filter((entry) => entry.path === '/v4/api/UserResponse')).toHaveLength(0);
  });

  it.each([
    ['no ref', '/rate-us-page'],
    ['a ref with control characters', '/rate-us-page?ref=SI%0A-1'],
    ['a ref over 100 characters', `/rate-us-page?ref=${'x'.repeat(101)}`],
  ])('sends the placeholder for %s', async (_, path) => {
    renderPage(pages, path);
    await rate('5');
    await screen.findByText(SUCCESS);
    expect(sandbox.store.state.records.ratings[0]?.SystemIdentifier).toMatch(/^N\/A -(1?\d)$/);
  });

  it("shows 'Error: server not found, please try again later.' when the post fails", async () => {
    sandbox.injectFault({ method: 'POST', path: '/v4/api/UserResponse', status: 500 });
    renderPage(pages, '/rate-us-page');
    await rate('2');
    expect((await screen.findByRole('alert')).textContent).toBe(FAILURE);
    expect(screen.queryByText(SUCCESS)).toBeNull();
  });

  it('offers Try again after a failure, back to the form (with its ref) still filled in', async () => {
    sandbox.injectFault({ method: 'POST', path: '/v4/api/UserResponse', status: 500, times: 1 });
    const { location } = renderPage(pages, '/rate-us-page?ref=SI-7');
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Slow answers');
    await rate('3');
    await screen.findByText(FAILURE);

    await userEvent.click(screen.getByRole('link', { name: 'Try again' }));
    expect(location.history.at(-1)).toBe('/rate-us-page?ref=SI-7');
    expect(screen.getByRole('radio', { name: '3' })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveProperty('value', 'Slow answers');

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText(SUCCESS);
    expect(sandbox.store.state.records.ratings).toMatchObject([
      { OptionSelected: 3, Comment: 'Slow answers', SystemIdentifier: 'SI-7' },
    ]);
  });

  it('shows the form still filled in when the visitor goes back after a failure, and empty after a success', async () => {
    sandbox.injectFault({ method: 'POST', path: '/v4/api/UserResponse', status: 500, times: 1 });
    const { location } = renderPage(pages, '/rate-us-page');
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Keep me');
    await rate('7');
    await screen.findByText(FAILURE);

    act(() => location.navigate('/rate-us-page'));
    expect(screen.getByRole('radio', { name: '7' })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveProperty('value', 'Keep me');

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText(SUCCESS);
    expect(screen.queryByRole('link', { name: 'Try again' })).toBeNull();
    // The draft is dropped when the send's promise settles, apart from the page's own update.
    await waitFor(() => expect(ratingDraft()).toBeUndefined());
    act(() => location.navigate('/rate-us-page'));
    expect(screen.getByRole('radio', { name: '7' })).toHaveProperty('checked', false);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveProperty('value', '');
  });

  it('sends a visitor who opens the thank-you page without a rating back to the form', async () => {
    const { navigations } = renderPage(pages, '/rate-us-page-thank-you');
    await waitFor(() => expect(navigations).toEqual([{ to: '/rate-us-page', replace: true }]));
    await screen.findByRole('heading', { level: 1, name: 'Rate our service' });
  });
});
