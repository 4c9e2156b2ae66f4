type CatalogueCode =
  | 'SECUREDINVESTMENT'
  | 'DIRECTOWNERSHIP'
  | 'BENCARE'
  | 'RETIREMENTFUND'
  | 'UNCLAIMEDFUND'
  | 'GROUPLIFECOVER'
  | 'GROUPFUNERALCOVER'
  | 'GROUPCRITICALILLNESSCOVER'
  | 'GROUPDISABILITYCOVER'
  | 'GROUPEDUCATIONCOVER'
  | 'WILLS'
  | 'TRUSTS'
  | 'ESTATEPLANNING'
  | 'ESTATEADMIN'
  | 'SETTLEMENTTRUST'
  | 'UNITTRUST'
  | 'INDIVIDUALRISK'
  | 'IMPACTFARMING'
  | 'TAXFREESAVINGS'
  | 'TAXFREESAVINGSACCOUNT';

export interface Category {
  NavigationItemID: number;
  NavigationText: string;
}

/** A product of the catalogue with the navigation item that shows it. */
export interface CatalogueProduct {
  CODE: CatalogueCode;
  ProductText: string;
  Description: string;
  NebulaView: boolean;
  NavigationItemID: number;
  CategoryID: number;
}

export interface PanelData {
  label: string;
  value: string;
  info: string | null;
}

export interface PanelBlock {
  Title: string;
  PanelDataList: PanelData[];
}

export interface TableView {
  Title: string;
  Columns: { title: string; name: string }[];
  Rows: Record<string, string | number>[];
}

/** A product the party owns. Internal: served through summaries, overviews and balances. */
export interface Holding {
  productInstanceId: number;
  productInstanceMemberId: number;
  navigationItemId: number;
  name: string;
  description: string;
  /** Value in rand; null for cover and wills, which have no balance. */
  balance: number | null;
  rows: PanelData[];
  table: TableView | null;
  environmentalBenefits: PanelData[];
  /** The summary's ShowName (spec §3): false hides the product's name. Default true. */
  showName?: boolean;
  /** Served in the spec's other, lower-case shape of a summary ({@link LowerCasePanelSummary}). */
  lowerCaseSummary?: boolean;
}

export interface PanelSummary {
  NavigationItemID: number;
  ProductInstanceID: number;
  ProductInstanceMemberID: number;
  Name: string;
  PanelSummaryDescription: string;
  ShowName: boolean;
  Balance: number | null;
  Blocks: PanelBlock[];
}

/**
 * Spec §3's other shape of a panel summary ("also name, blocks of label and value, productDescription"):
 * the lines in one list, with no block titles.
 */
export interface LowerCasePanelSummary
  extends Omit<PanelSummary, 'Name' | 'PanelSummaryDescription' | 'Blocks'> {
  name: string;
  productDescription: string;
  blocks: PanelData[];
}

export interface ProductListItem {
  Available: true;
  NavigationCode: CatalogueCode;
  NavigationItemID: number;
  NavigationText: string;
  ProductText: string;
  ProductInstanceID: number;
}

export interface MissingProduct {
  Available: false;
  CODE: CatalogueCode;
  NavigationCode: CatalogueCode;
  NavigationItemID: number;
  NavigationText: string;
  ProductText: string;
  Description: string;
  ProductInstanceID: null;
}

export interface ProductList {
  availableProducts: ProductListItem[];
  missingProducts: MissingProduct[];
}

export interface MemberChoiceOption {
  Description: string;
  Info: string;
  FactSheetLink: string;
  IsSelected: boolean;
  LastSelection: string | null;
  StatusTransitionID: number;
}

export interface MemberChoice {
  productInstanceId: number;
  productInstanceMemberId: number;
  options: MemberChoiceOption[];
}
