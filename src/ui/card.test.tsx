import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Card } from './card';

describe('Card', () => {
  it('is a region named by its heading', () => {
    render(
      <Card title="Personal details">
        <p>Jane</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Personal details' });
    expect(region.tagName).toBe('SECTION');
    screen.getByRole('heading', { level: 2, name: 'Personal details' });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows an action link', () => {
    render(<Card title="Bank details" headingLevel={3} action={{ label: 'Contact us', href: '/contact' }} />);
    const link = screen.getByRole('link', { name: 'Contact us' });
    expect(link.getAttribute('href')).toBe('/contact');
    expect(link.getAttribute('part')).toBe('card-action');
    screen.getByRole('heading', { level: 3, name: 'Bank details' });
  });

  it('shows an action button', async () => {
    const onClick = vi.fn();
    render(<Card title="Account settings" action={{ label: 'Edit', onClick }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("shows a figure beside its heading, outside the region's name", () => {
    render(<Card title="My Ventures" aside={<span>R45 000.00</span>} />);
    const region = screen.getByRole('region', { name: 'My Ventures' });
    const heading = screen.getByRole('heading', { level: 2, name: 'My Ventures' });
    expect(heading.nextElementSibling?.textContent).toBe('R45 000.00');
    expect(region.textContent).toBe('My VenturesR45 000.00');
  });
});
