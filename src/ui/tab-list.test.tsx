import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabList, TabPanel } from './tab-list';

const tabs = [
  { id: 'tab-personal', panelId: 'panel-personal', label: 'Personal' },
  { id: 'tab-contact', panelId: 'panel-contact', label: 'Contact' },
  { id: 'tab-bank', panelId: 'panel-bank', label: 'Bank', disabled: true },
  { id: 'tab-account', panelId: 'panel-account', label: 'Account' },
];

function Profile({ activation }: { activation?: 'automatic' | 'manual' }) {
  const [selected, setSelected] = useState('tab-personal');
  return (
    <>
      <TabList
        label="Profile"
        tabs={tabs}
        selectedId={selected}
        onSelect={setSelected}
        activation={activation}
      />
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.panelId} tabId={tab.id} selected={tab.id === selected}>
          {tab.label} panel
        </TabPanel>
      ))}
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('TabList', () => {
  it('wires tabs to panels', () => {
    render(<Profile />);
    screen.getByRole('tablist', { name: 'Profile' });
    expect(tab('Personal').getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Personal' });
    expect(tab('Personal').getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('has one Tab stop and moves with arrows, Home and End, skipping disabled tabs', async () => {
    const user = userEvent.setup();
    render(<Profile />);
    expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([0, -1, -1, -1]);
    await user.tab();
    expect(document.activeElement).toBe(tab('Personal'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Contact'));
    expect(tab('Contact').getAttribute('aria-selected')).toBe('true');
    expect(tab('Contact').tabIndex).toBe(0);
    expect(screen.getByRole('tabpanel', { name: 'Contact' }).textContent).toBe('Contact panel');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Account'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Personal'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Account'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Personal'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Account'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'Account' }));
  });

  it('in manual mode selects only on Enter or Space', async () => {
    const user = userEvent.setup();
    render(<Profile activation="manual" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Contact'));
    expect(tab('Personal').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(tab('Contact').getAttribute('aria-selected')).toBe('true');
  });
});
