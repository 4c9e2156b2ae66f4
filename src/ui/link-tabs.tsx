import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { useLinkComponent } from './link-context';
import { makeStyles, useClasses, useStyles } from './styles';
import { tabStyles } from './tab-styles';
import { color, overlay } from './tokens';

// One row that scrolls sideways on a narrow screen, with shadows at an edge that hides more tabs
// (the background scroll-shadow technique: the covers scroll with the content, the shadows stay).
const scrollStyles = makeStyles(() => ({
  row: {
    flexWrap: 'nowrap',
    overflowX: 'auto',
    scrollbarWidth: 'thin',
    background: [
      `linear-gradient(to right, ${color.background} 30%, transparent)`,
      `linear-gradient(to left, ${color.background} 30%, transparent) 100% 0`,
      `radial-gradient(farthest-side at 0 50%, ${overlay.scrollShadow}, transparent)`,
      `radial-gradient(farthest-side at 100% 50%, ${overlay.scrollShadow}, transparent) 100% 0`,
    ].join(', '),
    backgroundRepeat: 'no-repeat',
    backgroundSize: '40px 100%, 40px 100%, 14px 100%, 14px 100%',
    backgroundAttachment: 'local, local, scroll, scroll',
  },
  item: { flex: '0 0 auto' },
  tab: { whiteSpace: 'nowrap' },
}));

/** Left and right arrows move between the tabs, as in a tab bar; Tab still goes through them too. */
function moveWithArrows(event: KeyboardEvent<HTMLUListElement>) {
  const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
  if (step === 0) return;
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[href]')];
  const at = links.indexOf(event.target as HTMLAnchorElement);
  const next = links[at + step];
  if (at < 0 || !next) return;
  event.preventDefault();
  next.focus();
}

/** One route tab. */
interface LinkTab {
  href: string;
  label: ReactNode;
}

/** Props of {@link LinkTabs}. */
export interface LinkTabsProps {
  tabs: readonly LinkTab[];
  /** The href of the page being shown; that tab gets aria-current="page". */
  currentHref: string;
  /** Accessible name of the navigation landmark. */
  label: string;
  className?: string;
}

/** Tabs that are links between routes: a nav whose current link has aria-current="page". */
export function LinkTabs({ tabs, currentHref, label, className }: LinkTabsProps) {
  const classes = useClasses(tabStyles);
  const scroll = useClasses(scrollStyles);
  const { cx } = useStyles();
  const Link = useLinkComponent();
  const row = useRef<HTMLUListElement>(null);
  // The current tab in view: the row scrolls sideways, never the page. Again whenever the tab changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: currentHref is what moves aria-current.
  useEffect(() => {
    const bar = row.current;
    const current = bar?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!bar || !current) return;
    const start = current.offsetLeft - bar.offsetLeft;
    const end = start + current.offsetWidth;
    if (start < bar.scrollLeft) bar.scrollLeft = start;
    else if (end > bar.scrollLeft + bar.clientWidth) bar.scrollLeft = end - bar.clientWidth;
  }, [currentHref]);
  return (
    <nav aria-label={label} part="tabs" className={className}>
      <ul ref={row} className={cx(classes.bar, scroll.row)} onKeyDown={moveWithArrows}>
        {tabs.map((tab) => (
          <li key={tab.href} className={cx(classes.item, scroll.item)}>
            <Link
              href={tab.href}
              part="tab"
              aria-current={tab.href === currentHref ? 'page' : undefined}
              className={cx(classes.tab, scroll.tab)}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
