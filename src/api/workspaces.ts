import * as z from 'zod/mini';
import { orElse } from '../domain/schema-parts';
import type { QueryDefinition } from './server-state';

const viewInstanceSchema = z.object({
  ViewInstanceID: z.number(),
  Description: z.string(),
  DisplayText: z.string(),
  ViewUri: z.string(),
});

/** Spec §3 Menu item, recursive through ChildMenuItems. */
interface MenuItem {
  MenuItemID: number;
  ParentMenuItemID: number | null;
  Description: string;
  DisplayText: string;
  DisplayOrder: number;
  ViewInstance: z.infer<typeof viewInstanceSchema> | null;
  ImageUri: string | null;
  ChildMenuItems: MenuItem[];
}

const menuItemSchema: z.ZodMiniType<MenuItem> = z.object({
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
type Menu = z.infer<typeof menuSchema>;

export interface WorkspacesWithMenus {
  workspaces: Workspace[];
  menus: Menu[];
}

const workspaceKeys = {
  all: ['workspaces'] as const,
};

/**
 * Spec §4 Workspaces: the signed-in party's workspaces (GET /v5/api/Parties/{partyId}/workspaces), made
 * unique by WorkspaceID, then the menu of each (GET /v5/api/workspaces/{id}/workspacemenuitems, in
 * parallel: they do not depend on one another). They change rarely, so they stay fresh for 5 minutes.
 */
export function workspacesQuery(): QueryDefinition<WorkspacesWithMenus> {
  return {
    queryKey: workspaceKeys.all,
    queryFn: async ({ client, party, signal }) => {
      const all = await client.request({
        path: '/v5/api/Parties/[partyId]/workspaces',
        party,
        secure: true,
        schema: z.array(workspaceSchema),
        signal,
      });
      const workspaces = [...new Map(all.map((workspace) => [workspace.WorkspaceID, workspace])).values()];
      const menus = await Promise.all(
        workspaces.map((workspace) =>
          client.request({
            path: `/v5/api/workspaces/${workspace.WorkspaceID}/workspacemenuitems`,
            secure: true,
            schema: menuSchema,
            signal,
          }),
        ),
      );
      return { workspaces, menus };
    },
    staleTime: 5 * 60_000,
  };
}
