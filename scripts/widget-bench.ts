import { createServer } from 'node:http';
import type { Page } from '@playwright/test';
import { startSite } from './start-site';

/**
 * The site (`npm start`'s server with the sandbox) on `sitePort`, and beside it on `sitePort + 1` the
 * pages of another origin that embed one tag each, as a marketing page does: `hostPageUrl(tag)`.
 */
export interface WidgetBench {
  /** The site's origin: the deployment whose `/widgets/…` files the tags load. */
  origin: string;
  /** The page of `tag`, with `query` (a link's parameters, say) beside the tag's name. */
  hostPageUrl(tag: string, query?: string): string;
  stop(): Promise<void>;
}

/** An empty page of another origin with one tag and its script, as a page that embeds it writes them. */
export function hostPage(origin: string, tag: string, attributes = ''): string {
  const opening = attributes ? `${tag} ${attributes}` : tag;
  return (
    `<!doctype html><html lang="en"><title>${tag}</title>` +
    `<script type="module" src="${origin}/widgets/${tag}.js"></script><main><${opening}></${tag}></main></html>`
  );
}

/**
 * Starts both servers; only the tags named are served (any other path answers 404), each with the
 * attributes `attributesOf` gives it. The host page's
 * origin is another port: a page Chromium sees as public may not load from 127.0.0.1.
 */
export async function startWidgetBench(
  sitePort: number,
  tags: readonly string[],
  attributesOf: (tag: string) => string = () => '',
): Promise<WidgetBench> {
  const { origin, stop: stopSite } = await startSite(sitePort);
  const hostPort = sitePort + 1;
  const pages = createServer((request, response) => {
    const tag = new URL(request.url ?? '/', 'http://host').searchParams.get('tag') ?? '';
    if (!tags.includes(tag)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(hostPage(origin, tag, attributesOf(tag)));
  });
  await new Promise<void>((resolve, reject) => {
    pages.once('error', reject);
    pages.listen(hostPort, '127.0.0.1', resolve);
  }).catch(async (error: unknown) => {
    await stopSite();
    throw error;
  });
  return {
    origin,
    hostPageUrl: (tag, query) =>
      `http://127.0.0.1:${hostPort}/?tag=${encodeURIComponent(tag)}${query ? `&${query}` : ''}`,
    async stop() {
      await new Promise<void>((resolve) => pages.close(() => resolve()));
      await stopSite();
    },
  };
}

/**
 * In the page: the page's clock (performance.now()) once `tag` shows its first screen, else false. The
 * first screen is `text` where given (a tag whose form needs a link or a sign-in shows what it says
 * without one), else an enabled, visible control (button, input, textarea, select); either in the tag's
 * shadow root or its light DOM. Self-contained: {@link waitForFirstScreen} sends it to the page as source.
 */
function firstScreenShown({ tag, text }: { tag: string; text: string | null }): number | false {
  const host = document.querySelector(tag);
  const scopes = [host?.shadowRoot, host].filter((scope) => scope != null);
  const shown = scopes.some((scope) =>
    text !== null
      ? (scope.textContent ?? '').includes(text)
      : [...scope.querySelectorAll('button, input, textarea, select')].some(
          (control) =>
            !(control as HTMLButtonElement).disabled && (control as HTMLElement).offsetParent !== null,
        ),
  );
  return shown ? performance.now() : false;
}

/**
 * Polls {@link firstScreenShown} in the page every `pollMs` through the DevTools protocol, with no user
 * gesture, until the tag shows its first screen: the page's clock then, or undefined after `timeoutMs`.
 * Playwright's own evaluations run as a user gesture, which tells the page a person has used it
 * (`navigator.userActivation.hasBeenActive`): a form then preloads on the focus a dialog gives its first
 * field, and first paint counted that chunk in some runs and not in others, by whether the dialog opened
 * before the first poll.
 */
export async function waitForFirstScreen(
  page: Page,
  shows: { tag: string; text: string | null },
  { timeoutMs, pollMs }: { timeoutMs: number; pollMs: number },
): Promise<number | undefined> {
  const session = await page.context().newCDPSession(page);
  const expression = `(${firstScreenShown.toString()})(${JSON.stringify(shows)})`;
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      const { result } = await session.send('Runtime.evaluate', {
        expression,
        returnByValue: true,
        userGesture: false,
      });
      if (typeof result.value === 'number') return result.value;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    return undefined;
  } finally {
    await session.detach();
  }
}
