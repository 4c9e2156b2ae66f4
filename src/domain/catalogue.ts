import { todayInSouthAfrica } from './south-africa-today';

/**
 * Product codes of the catalogue (spec §3).
 * @internal
 */
export const CATALOGUE_CODES = [
  'SECUREDINVESTMENT',
  'DIRECTOWNERSHIP',
  'BENCARE',
  'RETIREMENTFUND',
  'UNCLAIMEDFUND',
  'GROUPLIFECOVER',
  'GROUPFUNERALCOVER',
  'GROUPCRITICALILLNESSCOVER',
  'GROUPDISABILITYCOVER',
  'GROUPEDUCATIONCOVER',
  'WILLS',
  'TRUSTS',
  'ESTATEPLANNING',
  'ESTATEADMIN',
  'SETTLEMENTTRUST',
  'UNITTRUST',
  'INDIVIDUALRISK',
  'IMPACTFARMING',
  'TAXFREESAVINGS',
  'TAXFREESAVINGSACCOUNT',
] as const;

/** One of {@link CATALOGUE_CODES}. */
type CatalogueCode = (typeof CATALOGUE_CODES)[number];

/** An offer with a last day: shown up to and including `lastDay`, never after it. */
interface Promotion {
  readonly text: string;
  /** The last day the offer is shown, a South African calendar date 'YYYY-MM-DD'. */
  readonly lastDay: string;
}

/** A catalogue entry: what a product is called and how it is pitched on a missing-product tile. */
export interface CatalogueEntry {
  readonly CODE: CatalogueCode;
  readonly ProductText: string;
  /** Copy that does not date; an offer goes in `Promotion`, never here. */
  readonly Description: string;
  readonly Promotion?: Promotion;
  /** Whether the product may be offered as 'Products you may be interested in'. */
  readonly NebulaView: boolean;
}

// The buy tags' entries, each on its own: a tag's file carries its product's entry, not the catalogue.

/** The secured investment's entry. */
export const SECURED_INVESTMENT_ENTRY: CatalogueEntry = {
  CODE: 'SECUREDINVESTMENT',
  ProductText: 'Secured Investment',
  Description:
    'Earn a fixed or growth return on a lump sum, with your capital secured for the full term of the investment.',
  NebulaView: true,
};

/** The unit trusts' entry. */
export const UNIT_TRUST_ENTRY: CatalogueEntry = {
  CODE: 'UNITTRUST',
  ProductText: 'Unit Trust',
  Description:
    'Grow your wealth in professionally managed funds, with the freedom to add money or withdraw when you need to.',
  NebulaView: true,
};

/** The tax-free savings account's entry. */
export const TAX_FREE_SAVINGS_ACCOUNT_ENTRY: CatalogueEntry = {
  CODE: 'TAXFREESAVINGSACCOUNT',
  ProductText: 'Tax-free Savings Account',
  Description:
    'Grow your savings tax free, with a lump sum or monthly contributions, up to the annual limit.',
  // Spec §9's copy: an offer that ended, so it is no longer shown next to today's rates.
  Promotion: { text: 'Earn a return starting at 10% until 29 February 2024.', lastDay: '2024-02-29' },
  NebulaView: true,
};

/** The product catalogue. BENCARE, RETIREMENTFUND, UNCLAIMEDFUND and SETTLEMENTTRUST are never offered. */
export const CATALOGUE: readonly CatalogueEntry[] = [
  SECURED_INVESTMENT_ENTRY,
  {
    CODE: 'DIRECTOWNERSHIP',
    ProductText: 'Direct Ownership',
    Description:
      'Own income-generating assets such as solar panels outright and earn monthly rental from real-economy projects.',
    NebulaView: true,
  },
  {
    CODE: 'BENCARE',
    ProductText: 'Bencare',
    Description: 'Benefit administration for employer-sponsored schemes, managed on behalf of your employer.',
    NebulaView: false,
  },
  {
    CODE: 'RETIREMENTFUND',
    ProductText: 'Retirement Fund',
    Description:
      'Save towards retirement with your employer and aim to replace up to 75% of your salary when you retire.',
    NebulaView: false,
  },
  {
    CODE: 'UNCLAIMEDFUND',
    ProductText: 'Unclaimed Benefits Fund',
    Description:
      'Retirement benefits that have not yet been claimed, kept safe and growing until they are paid out.',
    NebulaView: false,
  },
  {
    CODE: 'GROUPLIFECOVER',
    ProductText: 'Group Life Cover',
    Description:
      'A lump sum paid to your loved ones if you pass away while employed, so your family is looked after.',
    NebulaView: true,
  },
  {
    CODE: 'GROUPFUNERALCOVER',
    ProductText: 'Group Funeral Cover',
    Description:
      'Help with funeral costs for you and your family when it is needed most: claims are usually paid within 48 hours.',
    NebulaView: true,
  },
  {
    CODE: 'GROUPCRITICALILLNESSCOVER',
    ProductText: 'Group Critical Illness Cover',
    Description:
      'A lump sum if you are diagnosed with a covered critical illness, such as cancer, a heart attack or a stroke.',
    NebulaView: true,
  },
  {
    CODE: 'GROUPDISABILITYCOVER',
    ProductText: 'Group Disability Cover',
    Description: 'An income or lump sum if illness or injury leaves you unable to work.',
    NebulaView: true,
  },
  {
    CODE: 'GROUPEDUCATIONCOVER',
    ProductText: 'Group Education Cover',
    Description:
      "Your children's school and university fees keep being paid if you pass away or become disabled.",
    NebulaView: true,
  },
  {
    CODE: 'WILLS',
    ProductText: 'Wills',
    Description: 'A professionally drafted will, kept safe for free, so your wishes are carried out.',
    NebulaView: true,
  },
  {
    CODE: 'TRUSTS',
    ProductText: 'Trusts',
    Description:
      'Protect your assets and provide for your family across generations with a trust set up for you.',
    NebulaView: true,
  },
  {
    CODE: 'ESTATEPLANNING',
    ProductText: 'Estate Planning',
    Description: 'Plan how your estate is passed on, reduce estate duty and avoid delays for your heirs.',
    NebulaView: true,
  },
  {
    CODE: 'ESTATEADMIN',
    ProductText: 'Estate Administration',
    Description:
      'We wind up the estate of a loved one with the Master of the High Court, so your family need not.',
    NebulaView: true,
  },
  {
    CODE: 'SETTLEMENTTRUST',
    ProductText: 'Settlement Trust',
    Description:
      'Management of compensation awards, such as Road Accident Fund payouts, for the benefit of the claimant.',
    NebulaView: false,
  },
  UNIT_TRUST_ENTRY,
  {
    CODE: 'INDIVIDUALRISK',
    ProductText: 'Individual Risk Cover',
    Description:
      'Life, disability and severe illness cover tailored to you, whether or not your employer offers it.',
    NebulaView: true,
  },
  {
    CODE: 'IMPACTFARMING',
    ProductText: 'Impact Farming',
    Description:
      'Own blueberry bushes or macadamia trees on South African farms and share in the harvest income.',
    NebulaView: true,
  },
  {
    CODE: 'TAXFREESAVINGS',
    ProductText: 'Tax-free Savings',
    Description: 'Save up to the annual limit and pay no tax on interest, dividends or capital growth.',
    NebulaView: true,
  },
  TAX_FREE_SAVINGS_ACCOUNT_ENTRY,
];

/**
 * Whether `promotion` still runs on `today` ('YYYY-MM-DD'): up to and including its last day.
 * @internal
 */
export function isPromotionCurrent(promotion: Promotion, today: string): boolean {
  return today <= promotion.lastDay;
}

/** The copy an entry shows on `today` ('YYYY-MM-DD'): its description, then its promotion while it runs. */
export function catalogueCopy(entry: CatalogueEntry, today: string = todayInSouthAfrica()): string {
  const { Description, Promotion } = entry;
  return Promotion && isPromotionCurrent(Promotion, today) ? `${Description} ${Promotion.text}` : Description;
}

function normalise(code: string): string {
  return code.trim().toUpperCase();
}

/** The catalogue entry for `code` (case and surrounding spaces ignored), or `undefined` when not catalogued. */
export function findCatalogueEntry(
  code: string | null | undefined,
  catalogue: readonly CatalogueEntry[] = CATALOGUE,
): CatalogueEntry | undefined {
  if (!code) return undefined;
  const wanted = normalise(code);
  return catalogue.find((entry) => entry.CODE === wanted);
}
