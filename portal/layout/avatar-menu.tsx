import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { avatarColour } from '../../src/domain/avatar-colours';
import { initials } from '../../src/domain/initials';
import { roleMenuEntries } from '../../src/domain/workspace-navigation';
import { useLogOut } from '../../src/react/use-log-out';
import { useSession } from '../../src/react/use-session';
import { useWorkspaces } from '../../src/react/use-workspaces';
import { useClasses, useStyles } from '../../src/ui';
import { AvatarMenuItem } from './avatar-menu-item';
import { avatarMenuSheet } from './avatar-menu-styles';
import { useChooseWorkspace } from './use-choose-workspace';

interface MenuEntry {
  key: string;
  label: string;
  detail?: string;
  badge: string;
  checked?: boolean;
  select: () => void;
}

/**
 * Spec §2 Avatar menu, as a WAI-ARIA menu button: profile first, one entry per workspace and
 * role menu, Logout last. Shown only once the workspaces and their menus have loaded.
 */
export default function AvatarMenu() {
  const classes = useClasses(avatarMenuSheet);
  const { css, cx } = useStyles();
  const badge = (index: number) => {
    const { background, foreground } = avatarColour(index);
    return cx(classes.badge, css({ background, color: foreground }));
  };
  const { user, navigation } = useSession();
  const workspaces = useWorkspaces();
  const [, navigate] = useLocation();
  const chooseWorkspace = useChooseWorkspace();
  const logOut = useLogOut();
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [open]);

  if (!user || !workspaces.data) return null;

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const entries = roleMenuEntries(workspaces.data);
  const activeIndex = entries.findIndex(
    (entry) =>
      entry.workspace.WorkspaceID === navigation.workspaceId &&
      entry.roleMenu.MenuItemID === navigation.menuItemId,
  );
  // The selected entry defaults to index 1: the first workspace entry after the profile.
  const selectedIndex = activeIndex >= 0 ? activeIndex + 1 : 1;

  const items: MenuEntry[] = [
    {
      key: 'profile',
      label: user.fullName,
      detail: 'My profile',
      badge: initials(user.fullName),
      select: () => navigate('/app/profile'),
    },
    ...entries.map((entry, index) => ({
      key: entry.key,
      label: entry.workspace.DisplayText,
      detail: entry.roleMenu.DisplayText,
      badge: initials(entry.workspace.DisplayText),
      checked: index + 1 === selectedIndex,
      select: () => chooseWorkspace(entry),
    })),
    {
      key: 'logout',
      label: 'Logout',
      badge: '',
      select: () => {
        // Revokes the refresh token on the server, without waiting. The WidgetProvider forgets all
        // server state on sign-out, wherever it happens.
        logOut();
        navigate('/');
      },
    },
  ];

  const openAt = (index: number) => {
    setFocusIndex((index + items.length) % items.length);
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowDown: focusIndex + 1,
      ArrowUp: focusIndex - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      const next = (target + items.length) % items.length;
      // Focus moves as the key is pressed, not after the next render: a key pressed before then (Enter
      // at once, a quick second arrow) goes to the item the menu says is current.
      itemRefs.current[next]?.focus();
      setFocusIndex(next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const choose = (item: MenuEntry) => {
    close(true);
    item.select();
  };

  return (
    <div className={classes.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={classes.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Account menu for ${user.fullName}`}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        <span className={badge(0)}>{initials(user.fullName)}</span>
      </button>
      {open && (
        <div id={menuId} role="menu" aria-label="Account" className={classes.menu} onKeyDown={onMenuKeyDown}>
          {items.map((item, index) => (
            <AvatarMenuItem
              key={item.key}
              label={item.label}
              detail={item.detail}
              checked={item.checked}
              badge={
                item.badge && (
                  <span aria-hidden="true" className={badge(index)}>
                    {item.badge}
                  </span>
                )
              }
              focusable={index === focusIndex}
              className={classes.item}
              textClassName={classes.text}
              labelClassName={classes.label}
              detailClassName={classes.detail}
              itemRef={(element) => {
                itemRefs.current[index] = element;
              }}
              onChoose={() => choose(item)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
