import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { THANDI_USERNAME } from '../../sandbox/app';
import { setupSandbox } from '../../sandbox/msw';
import { loginSucceeded, logout, session } from '../../src/session';
import { TEST_ORIGIN } from '../../src/test/render-in-provider';
import { renderPage } from '../test/render-page';
import AvatarMenu from './avatar-menu';

const sandbox = setupSandbox();
afterEach(() => logout());

const REVOCATION_URL = `${TEST_ORIGIN}/auth/connect/revocation`;

interface Revocation {
  contentType: string | null;
  authorization: string | null;
  form: Record<string, string>;
}

function recordRevocations(answer: () => Response = () => new HttpResponse(null, { status: 200 })) {
  const posted: Revocation[] = [];
  sandbox.server.use(
    http.post(REVOCATION_URL, async ({ request }) => {
      posted.push({
        contentType: request.headers.get('content-type'),
        authorization: request.headers.get('authorization'),
        form: Object.fromEntries(new URLSearchParams(await request.text())),
      });
      return answer();
    }),
  );
  return posted;
}

async function chooseLogout() {
  loginSucceeded({ accessToken: await sandbox.tokenFor(THANDI_USERNAME), refreshToken: 'refresh-to-revoke' });
  const render = renderPage(<AvatarMenu />, '/app/profile');
  await userEvent.click(await screen.findByRole('button', { name: /^Account menu for/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: /Logout/ }));
  return render;
}

describe('<AvatarMenu> Logout', () => {
  it('revokes the refresh token once (RFC 7009), signs out and goes home', async () => {
    const posted = recordRevocations();
    const { location } = await chooseLogout();
    expect(session.auth).toMatchObject({ authenticated: false, token: null, refreshToken: null });
    expect(location.history.at(-1)).toBe('/');
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      contentType: 'application/x-www-form-urlencoded',
      authorization: null,
      form: { token: 'refresh-to-revoke', token_type_hint: 'refresh_token', client_id: 'fg-portal' },
    });
  });

  it('still signs out when the revocation fails', async () => {
    const posted = recordRevocations(() => HttpResponse.error());
    const { location } = await chooseLogout();
    expect(session.auth.authenticated).toBe(false);
    expect(location.history.at(-1)).toBe('/');
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(session.auth.authenticated).toBe(false);
  });
});

describe('<AvatarMenu> by keyboard', () => {
  it('moves focus to the next item as the arrow is pressed, before the menu draws again', async () => {
    loginSucceeded({ accessToken: await sandbox.tokenFor(THANDI_USERNAME), refreshToken: 'x' });
    renderPage(<AvatarMenu />, '/app/profile');
    await userEvent.click(await screen.findByRole('button', { name: /^Account menu for/ }));
    const menu = await screen.findByRole('menu', { name: 'Account' });
    const items = [...menu.querySelectorAll<HTMLElement>('[role^="menuitem"]')];
    expect(items.length).toBeGreaterThan(2);
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    // Inside act's callback the render and its effects have not run yet: only the key's handler has.
    act(() => {
      fireEvent.keyDown(items[0] as HTMLElement, { key: 'ArrowDown' });
      expect(document.activeElement).toBe(items[1]);
    });
    expect(document.activeElement).toBe(items[1]);
  });
});
