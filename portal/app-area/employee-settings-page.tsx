import { Fragment } from 'react';
import { useSession } from '../../src/react/use-session';
import { useWorkspaces } from '../../src/react/use-workspaces';
import { Alert, Card, color, makeStyles, Spinner, space, useClasses } from '../../src/ui';
import { STACKED_TABLE_MEDIA } from '../../src/ui/data-table';
import { PageTitle } from '../../src/ui/page-title';
import { usePageTitle } from '../use-page-title';
import { activeWorkspace, roleNamesIn } from './active-workspace';

const settingsSheet = makeStyles(() => ({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${space[2]} ${space[5]}`,
    margin: 0,
    // Below 600 px each term sits above its value, so a value has the card's full width rather than
    // what the longest term leaves (which wrapped values one word per line at 360 px).
    [STACKED_TABLE_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 },
  },
  term: { fontWeight: 600, color: color.textMuted },
  detail: {
    margin: 0,
    overflowWrap: 'anywhere',
    [STACKED_TABLE_MEDIA]: { paddingBottom: space[3] },
  },
}));

/** Spec §2 /app/employee/settings, titled 'Settings - {workspace name}'. */
export function EmployeeSettingsPage() {
  const classes = useClasses(settingsSheet);
  const { navigation } = useSession();
  const workspaces = useWorkspaces();
  const workspace = workspaces.data ? activeWorkspace(workspaces.data, navigation.workspaceId) : undefined;
  const title = `Settings - ${workspace?.DisplayText ?? ''}`.trim();
  usePageTitle(workspace ? title : 'Settings');

  if (workspaces.status === 'error') return <Alert variant="danger">{workspaces.error.message}</Alert>;
  if (!workspaces.data) return <Spinner label="Loading settings" showLabel />;
  if (!workspace) return <Alert variant="info">There is no workspace to show settings for.</Alert>;

  const details: [string, string][] = [
    ['Workspace', workspace.DisplayText],
    ['Description', workspace.Description],
    ['Client type', workspace.ClientType.Description],
    ['Your roles', roleNamesIn(workspaces.data, workspace.WorkspaceID).join(', ') || 'None'],
    ['Default workspace', workspace.IsDefault ? 'Yes' : 'No'],
  ];
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Card title="Workspace details">
        <dl className={classes.list}>
          {details.map(([term, detail]) => (
            <Fragment key={term}>
              <dt className={classes.term}>{term}</dt>
              <dd className={classes.detail}>{detail}</dd>
            </Fragment>
          ))}
        </dl>
      </Card>
    </>
  );
}
