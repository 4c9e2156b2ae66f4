import * as z from 'zod/mini';
import { bankDetailSchema } from './bank-details';
import { productMemberSchema } from './product-member';

// The bodies of the three buy posts (spec §3 purchases, §7 "Buy and contact"), one schema per endpoint:
// the wizards build their body as its type (widgets/buy), and the sandbox validates what it receives
// against the same schema, after its form decoding and beside its own business checks
// (sandbox/routes/buy-schemas.ts). A field renamed here no longer compiles on either side. The post is a
// form (§7): nested values travel as JSON text (`purchaseForm`).

/** Fields every purchase carries, as the wizard fills them in (widgets/buy/buy-wizard-definition.ts). */
const sharedFields = {
  IsDebit: z.boolean(),
  CountryOfTaxResidenceID: z.number(),
  SourceOfFundsSelectedOption: z.number(),
  /** Empty unless the source of funds is Other. */
  OtherSourceOfFunds: z.string(),
  IsPIP: z.boolean(),
  PurchaseMethod: z.string(),
  /** The signed-in party, added by the post itself from the session (never from the wizard). */
  PartyID: z.string(),
};

/** POST /v4/api/buy/SecuredInvestment */
export const securedInvestmentPurchaseSchema = z.strictObject({
  ...sharedFields,
  Amount: z.number(),
  /** The rate preference, from the product's attributes. */
  ProductDescription: z.string(),
  InterestPayoutPercentage: z.number(),
  IsGrowthOption: z.boolean(),
});

/** POST /v4/api/buy/TaxFreeInvestment */
export const taxFreePurchaseSchema = z.strictObject({
  ...sharedFields,
  Amount: z.number(),
  RecurringAmount: z.number(),
});

/** One fund of a unit trust purchase. */
export const fundChoiceSchema = z.strictObject({
  FundCode: z.string(),
  FundName: z.string(),
  LumpSumAmount: z.number(),
  MonthlyAmount: z.number(),
});

/** POST /v4/api/buy/UnitTrust/ */
export const unitTrustPurchaseSchema = z.strictObject({
  ...sharedFields,
  FundChoices: z.array(fundChoiceSchema),
  /** The bank details the debit order is drawn on, as the customer confirmed them; false for an EFT. */
  ConfirmedBankDetail: z.union([z.literal(false), bankDetailSchema]),
  /** The investor as the product knows them (WillChannel/productMember). */
  Members: z.array(productMemberSchema),
});

/** The fields of the buy posts every product shares, as the wizard fills them in. */
export type SharedPurchaseFields = Omit<z.output<z.ZodMiniObject<typeof sharedFields>>, 'PartyID'>;

type WithoutParty<T> = T extends unknown ? Omit<T, 'PartyID'> : never;

/** A product's own fields of its buy post: the body less what every purchase shares. */
type ProductFieldsOf<S extends z.ZodMiniType> = Omit<z.output<S>, keyof typeof sharedFields>;
export type SecuredInvestmentPurchaseFields = ProductFieldsOf<typeof securedInvestmentPurchaseSchema>;
export type TaxFreePurchaseFields = ProductFieldsOf<typeof taxFreePurchaseSchema>;
export type UnitTrustPurchaseFields = ProductFieldsOf<typeof unitTrustPurchaseSchema>;
/** Any product's own fields. */
export type ProductPurchaseFields =
  | SecuredInvestmentPurchaseFields
  | TaxFreePurchaseFields
  | UnitTrustPurchaseFields;

/** A whole purchase as the wizard posts it, any of the three; the post adds the party. */
export type PurchaseRequest = WithoutParty<
  | z.output<typeof securedInvestmentPurchaseSchema>
  | z.output<typeof taxFreePurchaseSchema>
  | z.output<typeof unitTrustPurchaseSchema>
>;
