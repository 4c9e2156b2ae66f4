import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { WorkspacesWithMenus } from '../../src/api/workspaces';
import { roleMenuEntries } from '../../src/domain/workspace-navigation';
import {
  Button,
  color,
  font,
  makeStyles,
  PHONE,
  radius,
  shadow,
  space,
  TAP_SIZE,
  useClasses,
  VisuallyHidden,
} from '../../src/ui';
import { focusRing, reset } from '../../src/ui/base-styles';
import { pageTitle } from '../../src/ui/page-heading-styles';
import { useChooseWorkspace } from '../layout/use-choose-workspace';
import { activeWorkspace } from './active-workspace';

const headingSheet = makeStyles(() => ({
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: space[3],
    marginBottom: space[5],
  },
  title: { ...pageTitle, outline: 'none' },
  switcher: { position: 'relative' },
  list: {
    ...reset,
    listStyle: 'none',
    position: 'absolute',
    insetInlineEnd: 0,
    zIndex: 2,
    minWidth: '16rem',
    marginTop: space[1],
    padding: space[1],
    background: color.background,
    border: `1px solid ${color.divider}`,
    borderRadius: radius,
    boxShadow: shadow[2],
    // On a phone the button wraps under the title, at the left: the list opens in the page's flow under
    // it, the page's width, rather than floating off the screen's edge.
    [PHONE]: { position: 'static', minWidth: 0, boxShadow: 'none' },
  },
  choice: {
    ...reset,
    ...focusRing,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    width: '100%',
    minHeight: TAP_SIZE,
    padding: `${space[2]} ${space[3]}`,
    border: 0,
    borderRadius: radius,
    background: 'transparent',
    color: color.text,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    '&:hover': { background: color.surface },
    '&[aria-current="true"]': { fontWeight: 700, boxShadow: `inset 3px 0 0 ${color.primary}` },
  },
  role: { color: color.textMuted, fontSize: font.sizeSmall, fontWeight: 400 },
}));

interface WorkspaceHeadingProps {
  data: WorkspacesWithMenus;
  workspaceId: number | null;
  menuItemId: number | null;
  fallback: string;
}

/**
 * An employee page's title: the active workspace's name as the h1 (review M8), and, when the user has more
 * than one workspace or role, a Switch workspace button that lists them in place. Choosing one does what
 * the avatar menu's entry does; focus then goes to the title, which names the workspace now shown.
 */
export function WorkspaceHeading({ data, workspaceId, menuItemId, fallback }: WorkspaceHeadingProps) {
  const classes = useClasses(headingSheet);
  const chooseWorkspace = useChooseWorkspace();
  const [open, setOpen] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const entries = roleMenuEntries(data);
  const workspace = activeWorkspace(data, workspaceId);
  const inWorkspace = entries.filter((entry) => entry.workspace === workspace);
  const active = inWorkspace.find((entry) => entry.roleMenu.MenuItemID === menuItemId) ?? inWorkspace[0];
  const title = workspace?.DisplayText ?? fallback;

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };

  return (
    <div className={classes.header}>
      <h1 ref={titleRef} tabIndex={-1} className={classes.title}>
        {title}
      </h1>
      {entries.length > 1 && (
        <div className={classes.switcher}>
          <Button
            ref={toggleRef}
            variant="secondary"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            onKeyDown={onKeyDown}
            onClick={() => (open ? close() : setOpen(true))}
          >
            Switch workspace
          </Button>
          {open && (
            <ul id={listId} aria-label="Your workspaces" className={classes.list}>
              {entries.map((entry) => (
                <li key={entry.key}>
                  <button
                    type="button"
                    className={classes.choice}
                    aria-current={entry === active ? 'true' : undefined}
                    onKeyDown={onKeyDown}
                    onClick={() => {
                      setOpen(false);
                      chooseWorkspace(entry);
                      titleRef.current?.focus();
                    }}
                  >
                    <span>
                      {entry.workspace.DisplayText}
                      <VisuallyHidden>, </VisuallyHidden>
                    </span>
                    <span className={classes.role}>{entry.roleMenu.DisplayText}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
