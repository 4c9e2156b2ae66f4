import type { ReactNode } from 'react';
import { useLinkComponent } from './link-context';
import { useClasses, useStyles } from './styles';
import { tabStyles } from './tab-styles';

/** One route tab. */
export interface LinkTab {
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
  const { cx } = useStyles();
  const Link = useLinkComponent();
  return (
    <nav aria-label={label} part="tabs" className={className}>
      <ul className={classes.bar}>
        {tabs.map((tab) => (
          <li key={tab.href} className={classes.item}>
            <Link
              href={tab.href}
              part="tab"
              aria-current={tab.href === currentHref ? 'page' : undefined}
              className={cx(classes.tab)}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
