import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ButtonLink } from './button-link';
import { type LinkComponent, LinkProvider } from './link-context';

const RouterLink: LinkComponent = (props) => <a data-router="" {...props} />;

describe('ButtonLink', () => {
  it('is a link styled as a button', () => {
    render(<ButtonLink href="/app">Continue on Website</ButtonLink>);
    const link = screen.getByRole('link', { name: 'Continue on Website' });
    expect(link.getAttribute('href')).toBe('/app');
    expect(link.getAttribute('part')).toBe('button');
  });

  it('renders through the LinkProvider component', () => {
    render(
      <LinkProvider component={RouterLink}>
        <ButtonLink href="/app">Go</ButtonLink>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Go' }).hasAttribute('data-router')).toBe(true);
  });
});
