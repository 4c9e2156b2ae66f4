import { createContext, type KeyboardEvent, type ReactNode, useContext, useState } from 'react';
import { reset } from './base-styles';
import { makeStyles, useClasses, useStyles } from './styles';
import { space } from './tokens';

interface AccordionGroupState {
  openId: string | null;
  toggle: (id: string) => void;
}

const AccordionGroupContext = createContext<AccordionGroupState | null>(null);

/** The enclosing group's state, or null for a standalone Accordion. */
export const useAccordionGroup = (): AccordionGroupState | null => useContext(AccordionGroupContext);

/** Props of {@link AccordionGroup}. */
export interface AccordionGroupProps {
  children?: ReactNode;
  /** Controlled id of the open Accordion (null: all closed); use with `onOpenChange`. */
  openId?: string | null;
  defaultOpenId?: string | null;
  onOpenChange?: (openId: string | null) => void;
  className?: string;
}

const groupStyles = makeStyles(() => ({
  group: { ...reset, display: 'flex', flexDirection: 'column', gap: space[2] },
}));

const triggerSelector = '[data-fg-accordion-trigger]';

/**
 * Holds Accordions of which at most one is open: opening one closes the others. Up/Down arrows,
 * Home and End move between the headers.
 */
export function AccordionGroup({
  children,
  openId: controlled,
  defaultOpenId = null,
  onOpenChange,
  className,
}: AccordionGroupProps) {
  const classes = useClasses(groupStyles);
  const { cx } = useStyles();
  const [uncontrolled, setUncontrolled] = useState<string | null>(defaultOpenId);
  const openId = controlled === undefined ? uncontrolled : controlled;
  const toggle = (id: string) => {
    const next = openId === id ? null : id;
    if (controlled === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const group = event.currentTarget;
    const target = event.target as HTMLElement;
    if (!target.matches(triggerSelector) || target.closest('[data-fg-accordion-group]') !== group) return;
    const triggers = Array.from(group.querySelectorAll<HTMLElement>(triggerSelector)).filter(
      (trigger) => trigger.closest('[data-fg-accordion-group]') === group,
    );
    const index = triggers.indexOf(target);
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % triggers.length,
      ArrowUp: (index - 1 + triggers.length) % triggers.length,
      Home: 0,
      End: triggers.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    triggers[next]?.focus();
  };

  return (
    <AccordionGroupContext.Provider value={{ openId, toggle }}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys are delegated from the header buttons inside */}
      <div
        part="accordion-group"
        data-fg-accordion-group=""
        className={cx(classes.group, className)}
        onKeyDown={handleKeyDown}
      >
        {children}
      </div>
    </AccordionGroupContext.Provider>
  );
}
