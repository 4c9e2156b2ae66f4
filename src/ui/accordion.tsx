import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useAccordionGroup } from './accordion-group';
import { focusRing, honourHidden, reset } from './base-styles';
import { useDomId } from './dom-id';
import { type HeadingLevel, headingTag } from './heading';
import { makeStyles, useClasses, useStyles } from './styles';
import { color, font, radius, space, TAP_SIZE } from './tokens';

/** Props of {@link Accordion}. */
export interface AccordionProps {
  /** Identifies the item within its AccordionGroup and prefixes its element ids. Generated when absent. */
  id?: string;
  title: ReactNode;
  /** Level of the heading wrapping the header button. Defaults to 3. */
  headingLevel?: HeadingLevel;
  children?: ReactNode;
  /** Called with true when the item opens and false when it closes (also when a sibling's opening closes it). */
  onToggle?: (open: boolean) => void;
  /** Initial state when not inside an AccordionGroup. */
  defaultOpen?: boolean;
  className?: string;
}

const accordionStyles = makeStyles(() => ({
  item: {
    ...reset,
    display: 'block',
    border: `1px solid ${color.divider}`,
    borderRadius: radius,
    backgroundColor: color.background,
  },
  heading: { ...reset, display: 'block', fontSize: font.size, fontWeight: 600 },
  trigger: {
    ...reset,
    ...focusRing,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: space[3],
    width: '100%',
    minHeight: TAP_SIZE,
    padding: `${space[3]} ${space[4]}`,
    borderRadius: radius,
    backgroundColor: 'transparent',
    fontWeight: 600,
    cursor: 'pointer',
    '&:hover': { backgroundColor: color.surface },
    '&[aria-expanded="true"] > [data-chevron]': { transform: 'rotate(-135deg)' },
  },
  chevron: {
    boxSizing: 'border-box',
    display: 'inline-block',
    flex: 'none',
    width: '10px',
    height: '10px',
    borderRight: `2px solid ${color.primaryStrong}`,
    borderBottom: `2px solid ${color.primaryStrong}`,
    transform: 'rotate(45deg)',
    transition: 'transform 150ms',
  },
  panel: {
    ...reset,
    ...honourHidden,
    display: 'block',
    padding: `0 ${space[4]} ${space[4]}`,
  },
}));

/**
 * A disclosure: a real button (aria-expanded, aria-controls) inside a heading, and a region labelled by
 * it. Content mounts only while open, so data loaded inside is fetched on open and dropped on close.
 */
export function Accordion({
  id,
  title,
  headingLevel = 3,
  children,
  onToggle,
  defaultOpen = false,
  className,
}: AccordionProps) {
  const classes = useClasses(accordionStyles);
  const { cx } = useStyles();
  const base = useDomId(id);
  const group = useAccordionGroup();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = group ? group.openId === base : ownOpen;
  const toggle = () => (group ? group.toggle(base) : setOwnOpen((value) => !value));

  const onToggleRef = useRef(onToggle);
  onToggleRef.current = onToggle;
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current === open) return;
    wasOpen.current = open;
    onToggleRef.current?.(open);
  }, [open]);

  const Heading = headingTag(headingLevel);
  const triggerId = `${base}-header`;
  const panelId = `${base}-panel`;
  return (
    <div part="accordion" data-open={open || undefined} className={cx(classes.item, className)}>
      <Heading part="accordion-heading" className={classes.heading}>
        <button
          type="button"
          id={triggerId}
          part="accordion-trigger"
          data-fg-accordion-trigger=""
          aria-expanded={open}
          aria-controls={panelId}
          className={classes.trigger}
          onClick={toggle}
        >
          <span>{title}</span>
          <span aria-hidden="true" data-chevron="" className={classes.chevron} />
        </button>
      </Heading>
      <section
        id={panelId}
        aria-labelledby={triggerId}
        part="accordion-panel"
        hidden={!open}
        className={classes.panel}
      >
        {open && children}
      </section>
    </div>
  );
}
