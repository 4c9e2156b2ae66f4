import type { APIRequestContext, Locator, Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Sandbox#2026';

/** A demo user's tokens from the sandbox's real token endpoint (for calling the API as that user). */
export async function tokensFor(
  request: APIRequestContext,
  username: string,
): Promise<{ access_token: string; refresh_token: string }> {
  const response = await request.post('/auth/connect/token', {
    form: { client_id: 'fg-portal', grant_type: 'password', username, password: DEMO_PASSWORD },
  });
  if (!response.ok()) throw new Error(`Sign-in of ${username} failed: ${response.status()}`);
  return (await response.json()) as { access_token: string; refresh_token: string };
}

/**
 * Signs a demo user in through the sandbox's real token endpoint and hands the session to the page
 * the way the portal stores it, so a test can start on a signed-in page without driving the login form.
 */
export async function signInAs(page: Page, request: APIRequestContext, username: string): Promise<void> {
  const { access_token: token, refresh_token: refreshToken } = await tokensFor(request, username);
  const stored = JSON.stringify({
    version: 1,
    auth: { token, refreshToken },
    navigation: { workspaceId: null, entityId: null, menuItemId: null, navigationItemId: null, tabIndex: 0 },
  });
  await page.addInitScript((value) => {
    // The page only: a sandboxed frame (a report) may not even read its storage.
    if (window !== window.top) return;
    if (!sessionStorage.getItem('fg.session')) sessionStorage.setItem('fg.session', value);
  }, stored);
}

/** Puts the sandbox back to its seed (data, e-mails, faults). */
export async function resetSandbox(request: APIRequestContext): Promise<void> {
  await request.post('/__sandbox/reset');
}

/** Logs in with a demo account through the login form inside `scope` (the blocking dialog), pressing Enter. */
export async function logInThroughDialog(scope: Locator, username: string): Promise<void> {
  await scope
    .getByLabel(/^Username/)
    .first()
    .fill(username);
  const password = scope.getByLabel(/^Password/).first();
  await password.fill(DEMO_PASSWORD);
  await password.press('Enter');
}

/** A seed link as its e-mail gave it (GET /__sandbox/links): its token is random per sandbox. */
export interface EmailedLink {
  Reference: string;
  Token: string;
  /** The page's path and query, on this worker's site. */
  path: string;
}

/** The seed link of `reference` as its customer's e-mail gives it. */
export async function emailedLink(request: APIRequestContext, reference: string): Promise<EmailedLink> {
  const links = (await (await request.get('/__sandbox/links')).json()) as {
    Reference: string;
    Token: string;
    Url: string;
  }[];
  const link = links.find((candidate) => candidate.Reference === reference);
  if (!link) throw new Error(`No seed link ${reference}`);
  const url = new URL(link.Url);
  return { Reference: link.Reference, Token: link.Token, path: `${url.pathname}${url.search}` };
}
