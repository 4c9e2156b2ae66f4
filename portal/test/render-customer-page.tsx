import type { ComponentType } from 'react';
import { type AroundNavHandler, Link, Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { type ProviderRender, renderInProvider } from '../../src/test/render-in-provider';
import { type LinkComponent, LinkProvider } from '../../src/ui';

const RouterLink: LinkComponent = (props) => <Link {...props} />;

/** What {@link renderCustomerPage} hands back: the provider render plus the in-memory location. */
export interface CustomerPageRender extends ProviderRender {
  location: ReturnType<typeof memoryLocation>;
  /** The path the router is at now. */
  path: () => string;
  /** Every navigation made, with the state it carried. */
  navigations: { to: string; state: unknown }[];
}

/**
 * Renders a customer page as the /app area does: providers over the session, an in-memory router at
 * `path`, the page on a route with `pattern` (for its params), design-system links through the router.
 */
export function renderCustomerPage(Page: ComponentType, path: string, pattern = path): CustomerPageRender {
  const location = memoryLocation({ path, record: true });
  const navigations: CustomerPageRender['navigations'] = [];
  const aroundNav: AroundNavHandler = (navigate, to, options) => {
    navigations.push({ to: String(to), state: options?.state });
    navigate(to, options);
  };
  const result = renderInProvider(
    <Router hook={location.hook} aroundNav={aroundNav}>
      <LinkProvider component={RouterLink}>
        <Route path={pattern} component={Page} />
      </LinkProvider>
    </Router>,
  );
  return { ...result, location, navigations, path: () => location.history.at(-1) ?? path };
}
