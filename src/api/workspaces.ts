import * as z from 'zod/mini';
import { orElse } from '../domain/schema-parts';
import type { ApiClient } from './client';
import type { QueryDefinition } from './server-state';

const viewInstanceSchema = z.object({
  ViewInstanceID: z.number(),
  Description: z.string(),
  DisplayText: z.string(),
  ViewUri: z.string(),
});

/** Spec §3 Menu item, recursive through ChildMenuItems. */
export interface MenuItem {
  MenuItemID: number;
  ParentMenuItemID: number | null;
  Description: string;
  DisplayText: string;
  DisplayOrder: number;
  ViewInstance: z.infer<typeof viewInstanceSchema> | null;
  ImageUri: string | null;
  ChildMenuItems: MenuItem[];
}

export const menuItemSchema: z.ZodMiniType<MenuItem> = z.object({
  MenuItemID: z.number(),
  ParentMenuItemID: z.nullable(z.number()),
  Description: z.string(),
  DisplayText: z.string(),
  DisplayOrder: z.number(),
  ViewInstance: z.nullable(viewInstanceSchema),
  ImageUri: orElse(z.string(), null),
  get ChildMenuItems() {
    return orElse(z.array(menuItemSchema), []);
  },
});

export const workspaceSchema = z.object({
  WorkspaceID: z.number(),
  EntityID: z.number(),
  ClientType: z.object({ ClientTypeID: z.number(), Description: z.string(), Code: z.string() }),
  Description: z.string(),
  DisplayText: z.string(),
  IsDefault: z.boolean(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

export const menuSchema = z.object({ WorkspaceID: z.number(), MenuItem: menuItemSchema });
export type Menu = z.infer<typeof menuSchema>;

export interface WorkspacesWithMenus {
  workspaces: Workspace[];
  menus: Menu[];
}

export const workspaceKeys = {
  all: ['workspaces'] as const,
  forParty: (partyId: string) => ['workspaces', partyId] as const,
};

/** GET /v5/api/Parties/{partyId}/workspaces */
export function fetchWorkspaces(client: ApiClient): Promise<Workspace[]> {
  return client.request({
    path: '/v5/api/Parties/[partyId]/workspaces',
    secure: true,
    schema: z.array(workspaceSchema),
  });
}

/** GET /v5/api/workspaces/{workspaceId}/workspacemenuitems */
export function fetchWorkspaceMenu(client: ApiClient, workspaceId: number): Promise<Menu> {
  return client.request({
    path: `/v5/api/workspaces/${workspaceId}/workspacemenuitems`,
    secure: true,
    schema: menuSchema,
  });
}

/**
 * Spec §4 Workspaces: the party's workspaces, made unique by WorkspaceID, then the menu of each
 * (fetched in parallel: they do not depend on one another).
 */
export async function fetchWorkspacesWithMenus(client: ApiClient): Promise<WorkspacesWithMenus> {
  const all = await fetchWorkspaces(client);
  const workspaces = [...new Map(all.map((workspace) => [workspace.WorkspaceID, workspace])).values()];
  const menus = await Promise.all(
    workspaces.map((workspace) => fetchWorkspaceMenu(client, workspace.WorkspaceID)),
  );
  return { workspaces, menus };
}

/** The signed-in party's workspaces with their menus; they change rarely, so they stay fresh for 5 minutes. */
export function workspacesQuery(client: ApiClient, partyId: string): QueryDefinition<WorkspacesWithMenus> {
  return {
    queryKey: workspaceKeys.forParty(partyId),
    queryFn: () => fetchWorkspacesWithMenus(client),
    staleTime: 5 * 60_000,
  };
}
