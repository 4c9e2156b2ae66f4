import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type LinkComponent, LinkProvider } from './link-context';
import { LinkTabs } from './link-tabs';

const tabs = [
  { href: '/app/Customer/wealth', label: 'Wealth' },
  { href: '/app/Customer/life', label: 'Life' },
];

const RouterLink: LinkComponent = ({ href, ...props }) => <a href={`#${href}`} {...props} />;

describe('LinkTabs', () => {
  it('is a named navigation whose current link has aria-current="page"', () => {
    render(<LinkTabs label="Customer" tabs={tabs} currentHref="/app/Customer/life" />);
    const nav = screen.getByRole('navigation', { name: 'Customer' });
    expect(nav.getAttribute('part')).toBe('tabs');
    expect(screen.getByRole('link', { name: 'Life' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Wealth' }).hasAttribute('aria-current')).toBe(false);
  });

  it('renders links through the LinkProvider component', () => {
    render(
      <LinkProvider component={RouterLink}>
        <LinkTabs label="Customer" tabs={tabs} currentHref="/app/Customer/wealth" />
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Wealth' }).getAttribute('href')).toBe('#/app/Customer/wealth');
  });

  it('moves between tabs with the arrow keys, stopping at either end', async () => {
    const user = userEvent.setup();
    render(
      <LinkTabs
        label="Customer"
        tabs={[...tabs, { href: '/app/Customer/future', label: 'Future' }]}
        currentHref="/app/Customer/wealth"
      />,
    );
    const [wealth, life, future] = ['Wealth', 'Life', 'Future'].map((name) =>
      screen.getByRole('link', { name }),
    );
    wealth?.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(life);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(future);
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(wealth);
    // Tab still reaches every tab too.
    await user.tab();
    expect(document.activeElement).toBe(life);
  });
});
