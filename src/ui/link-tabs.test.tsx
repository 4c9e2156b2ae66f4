import { render, screen } from '@testing-library/react';
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
});
