import type { KeyboardEvent, ReactNode } from 'react';
import { focusRing, honourHidden, reset } from './base-styles';
import { makeStyles, useClasses, useStyles } from './styles';
import { tabStyles } from './tab-styles';
import { space } from './tokens';

/** One tab of a {@link TabList}. */
interface TabItem {
  /** DOM id of the tab button. */
  id: string;
  label: ReactNode;
  /** DOM id of the TabPanel it shows. */
  panelId: string;
  disabled?: boolean;
}

/** Props of {@link TabList}. */
export interface TabListProps {
  /** Accessible name of the tablist. */
  label: string;
  tabs: readonly TabItem[];
  selectedId: string;
  onSelect: (id: string) => void;
  /** 'automatic' (default) selects as arrows move focus; 'manual' waits for Enter or Space. */
  activation?: 'automatic' | 'manual';
  className?: string;
}

const moveKeys = ['ArrowRight', 'ArrowLeft', 'Home', 'End'];

/**
 * An ARIA tablist with a roving tabindex: Tab enters at the selected tab, Left/Right arrows (wrapping),
 * Home and End move between tabs. Pair each tab with a {@link TabPanel}.
 */
export function TabList({
  label,
  tabs,
  selectedId,
  onSelect,
  activation = 'automatic',
  className,
}: TabListProps) {
  const classes = useClasses(tabStyles);
  const { cx } = useStyles();
  const enabled = tabs.filter((tab) => !tab.disabled);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!moveKeys.includes(event.key)) return;
    const current = enabled.findIndex((tab) => tab.id === (event.target as HTMLElement).id);
    if (current < 0) return;
    const count = enabled.length;
    const index =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? count - 1
          : (current + (event.key === 'ArrowRight' ? 1 : -1) + count) % count;
    const next = enabled[index];
    if (!next) return;
    event.preventDefault();
    const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
    root.getElementById(next.id)?.focus();
    if (activation === 'automatic') onSelect(next.id);
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      part="tablist"
      className={cx(classes.bar, className)}
      onKeyDown={handleKeyDown}
    >
      {tabs.map((tab) => {
        const selected = tab.id === selectedId;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tab.id}
            part="tab"
            aria-selected={selected}
            aria-controls={tab.panelId}
            tabIndex={selected ? 0 : -1}
            disabled={tab.disabled}
            className={classes.tab}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** Props of {@link TabPanel}. */
export interface TabPanelProps {
  /** Must equal the tab's `panelId`. */
  id: string;
  /** The id of the tab that labels it. */
  tabId: string;
  /** Whether its tab is selected; hidden otherwise. */
  selected: boolean;
  children?: ReactNode;
  className?: string;
}

const panelStyles = makeStyles(() => ({
  panel: { ...reset, ...focusRing, ...honourHidden, display: 'block', paddingTop: space[4] },
}));

/** The content shown for a tab of a {@link TabList}. */
export function TabPanel({ id, tabId, selected, children, className }: TabPanelProps) {
  const classes = useClasses(panelStyles);
  const { cx } = useStyles();
  return (
    <div
      role="tabpanel"
      id={id}
      aria-labelledby={tabId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: ARIA practice: a tab panel is a Tab stop so content without controls is reachable
      tabIndex={0}
      hidden={!selected}
      part="tabpanel"
      className={cx(classes.panel, className)}
    >
      {selected && children}
    </div>
  );
}
