import * as z from 'zod/mini';
import { attributeValue, type ProductAttribute } from '../../src/domain/product-attributes';

const fundSchema = z.object({
  FundCode: z.string().check(z.refine((code) => code.trim() !== '')),
  FundName: z.string(),
  RiskProfile: z.optional(z.nullable(z.string())),
  NavPrice: z.optional(z.nullable(z.number())),
  FactSheetLink: z.optional(z.nullable(z.string())),
});

/** A unit trust fund on offer (the FundInfo attribute of sub-type 116). */
export type Fund = z.infer<typeof fundSchema>;

/**
 * The funds on offer, from the FundInfo attribute (JSON). An entry that does not read as a fund is left
 * out rather than shown half; unreadable JSON means no funds.
 */
export function fundsOf(attributes: readonly ProductAttribute[]): Fund[] {
  let entries: unknown;
  try {
    entries = JSON.parse(attributeValue(attributes, 'FundInfo') ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry) => {
    const parsed = fundSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}
