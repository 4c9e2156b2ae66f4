export interface ClientType {
  ClientTypeID: number;
  Description: string;
  Code: string;
}

export interface Workspace {
  WorkspaceID: number;
  EntityID: number;
  ClientType: ClientType;
  Description: string;
  DisplayText: string;
  IsDefault: boolean;
}

interface ViewInstance {
  ViewInstanceID: number;
  Description: string;
  DisplayText: string;
  ViewUri: string;
}

export interface MenuItem {
  MenuItemID: number;
  ParentMenuItemID: number | null;
  Description: string;
  DisplayText: string;
  DisplayOrder: number;
  ViewInstance: ViewInstance | null;
  ImageUri: string | null;
  ChildMenuItems: MenuItem[];
}

export interface Menu {
  WorkspaceID: number;
  MenuItem: MenuItem;
}

export interface Report {
  ReportID: number;
  Name: string;
  Description: string;
}
