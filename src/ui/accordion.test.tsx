import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Accordion } from './accordion';
import { AccordionGroup } from './accordion-group';

function Dashboard({ onToggle = () => {} }: { onToggle?: (id: string, open: boolean) => void }) {
  return (
    <AccordionGroup>
      {['Investments', 'Employee Benefits', 'Ventures'].map((name) => (
        <Accordion
          key={name}
          id={name.replace(' ', '-')}
          title={`My ${name}`}
          onToggle={(open) => onToggle(name, open)}
        >
          <p>{name} content</p>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}

const header = (name: string) => screen.getByRole('button', { name: `My ${name}` });

describe('Accordion', () => {
  it('renders each header as a button inside a heading, controlling a labelled region', async () => {
    render(<Dashboard />);
    const button = header('Investments');
    expect(button.parentElement?.tagName).toBe('H3');
    screen.getByRole('heading', { level: 3, name: 'My Investments' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', { name: 'My Investments' });
    expect(button.getAttribute('aria-controls')).toBe(region.id);
    expect(region.textContent).toBe('Investments content');
  });

  it('keeps one open at a time and reports opening and closing', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(<Dashboard onToggle={onToggle} />);
    await user.click(header('Investments'));
    expect(onToggle).toHaveBeenLastCalledWith('Investments', true);
    await user.click(header('Ventures'));
    expect(header('Investments').getAttribute('aria-expanded')).toBe('false');
    expect(header('Ventures').getAttribute('aria-expanded')).toBe('true');
    expect(onToggle).toHaveBeenCalledWith('Investments', false);
    expect(onToggle).toHaveBeenLastCalledWith('Ventures', true);
    expect(screen.queryByText('Investments content')).toBeNull();
    await user.click(header('Ventures'));
    expect(onToggle).toHaveBeenLastCalledWith('Ventures', false);
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    expect(onToggle).toHaveBeenCalledTimes(4);
  });

  it('toggles with Enter and Space and moves between headers with arrows, Home and End', async () => {
    const user = userEvent.setup();
    render(<Dashboard />);
    await user.tab();
    expect(document.activeElement).toBe(header('Investments'));
    await user.keyboard('{Enter}');
    expect(header('Investments').getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(header('Employee Benefits'));
    await user.keyboard(' ');
    expect(header('Employee Benefits').getAttribute('aria-expanded')).toBe('true');
    expect(header('Investments').getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(header('Ventures'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(header('Investments'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(header('Ventures'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(header('Investments'));
  });

  it('can be controlled by the group', async () => {
    const onOpenChange = vi.fn();
    render(
      <AccordionGroup openId="b" onOpenChange={onOpenChange}>
        <Accordion id="a" title="A" headingLevel={2}>
          a
        </Accordion>
        <Accordion id="b" title="B" headingLevel={2}>
          b
        </Accordion>
      </AccordionGroup>,
    );
    expect(screen.getByRole('region', { name: 'B' }).textContent).toBe('b');
    await userEvent.click(screen.getByRole('button', { name: 'A' }));
    expect(onOpenChange).toHaveBeenCalledWith('a');
    expect(screen.getByRole('button', { name: 'A' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('works on its own', async () => {
    render(
      <Accordion title="Details" defaultOpen>
        Body
      </Accordion>,
    );
    const button = screen.getByRole('button', { name: 'Details' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Body')).toBeNull();
  });
});
