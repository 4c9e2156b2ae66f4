import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useClasses } from '../../src/ui';
import { BottomNavGlyph } from './bottom-nav-icons';
import type { BottomNavItem } from './bottom-nav-items';
import { bottomNavSheet } from './bottom-nav-styles';

/**
 * The fifth place of a bar whose menu has more than five destinations: a "More" disclosure whose list of
 * the rest opens above the bar. Escape or a press outside closes it (Escape puts focus back on "More");
 * choosing a destination closes it too.
 */
export function BottomNavMore({ items }: { items: readonly BottomNavItem[] }) {
  const classes = useClasses(bottomNavSheet);
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const holdsCurrent = items.some((item) => item.current);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is what closes the list.
  useEffect(() => setOpen(false), [location]);

  // From the render that opens it (a layout effect), so an Escape pressed at once is heard.
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={root}>
      <button
        ref={button}
        type="button"
        className={classes.moreButton}
        aria-expanded={open}
        aria-controls={listId}
        data-current={holdsCurrent ? '' : undefined}
        onClick={() => setOpen((shown) => !shown)}
      >
        <BottomNavGlyph icon="more" />
        More
      </button>
      <ul id={listId} className={classes.morePanel} hidden={!open}>
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              className={classes.moreLink}
              aria-current={item.current ? 'page' : undefined}
              onClick={() => setOpen(false)}
            >
              <BottomNavGlyph icon={item.icon} />
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
