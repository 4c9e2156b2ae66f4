import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { type AroundNavHandler, Link, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { type LinkComponent, LinkProvider } from '../../src/ui';

const RouterLink: LinkComponent = (props) => <Link {...props} />;

/** One call to the router's navigate. */
interface Navigation {
  to: string;
  replace: boolean;
}

/** What {@link renderWithRouter} hands back: the render, the in-memory location and every navigation. */
export interface RouterRender extends RenderResult {
  location: ReturnType<typeof memoryLocation> & { history: string[] };
  navigations: Navigation[];
}

/** Renders a page at `path` (query included) under an in-memory router, with links routed as in the app. */
export function renderWithRouter(ui: ReactElement, path = '/'): RouterRender {
  const location = memoryLocation({ path, record: true });
  const navigations: Navigation[] = [];
  const aroundNav: AroundNavHandler = (navigate, to, options) => {
    navigations.push({ to: String(to), replace: options?.replace === true });
    navigate(to, options);
  };
  const result = render(
    <Router hook={location.hook} searchHook={location.searchHook} aroundNav={aroundNav}>
      <LinkProvider component={RouterLink}>{ui}</LinkProvider>
    </Router>,
  );
  return { ...result, location, navigations };
}
