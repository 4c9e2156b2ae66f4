import { Link, useLocation } from 'wouter';
import { useSession } from '../../src/react/use-session';
import { useWorkspaces } from '../../src/react/use-workspaces';
import { useClasses } from '../../src/ui';
import { BottomNavGlyph } from './bottom-nav-icons';
import { type BottomNavModel, bottomNavModel } from './bottom-nav-items';
import { BottomNavMore } from './bottom-nav-more';
import { bottomNavSheet } from './bottom-nav-styles';

/** The bar itself: one link per destination (icon over a 12 px label), the current one marked. */
export function BottomNavBar({ model }: { model: BottomNavModel }) {
  const classes = useClasses(bottomNavSheet);
  return (
    <nav aria-label={model.label} className={classes.nav}>
      <ul className={classes.list}>
        {model.items.map((item) => (
          <li key={item.href} className={classes.item}>
            <Link href={item.href} className={classes.link} aria-current={item.current ? 'page' : undefined}>
              <BottomNavGlyph icon={item.icon} />
              {item.label}
            </Link>
          </li>
        ))}
        {model.more.length > 0 && (
          <li className={classes.item}>
            <BottomNavMore items={model.more} />
          </li>
        )}
      </ul>
    </nav>
  );
}

/**
 * DESIGN §3 Navigation, phone (below the phone breakpoint; nothing shows wider, where the tab bar is):
 * the workspace menu's destinations in a bar fixed to the bottom of the screen, so every section is one
 * tap away, on profile pages too. The layout renders it on signed-in app pages only (`hasBottomNav`).
 */
export default function BottomNav() {
  const [location] = useLocation();
  const { navigation } = useSession();
  const workspaces = useWorkspaces();
  if (!workspaces.data) return null;
  const model = bottomNavModel(workspaces.data, location, navigation);
  return model ? <BottomNavBar model={model} /> : null;
}
