// Apart from the rest of money.ts: a buy tag's first file reads an amount's rand (what fg-purchased
// reports), its later steps the sums and bounds.

/** Whole cents as rand (the API and the customer write rand). */
export const randOf = (cents: number): number => cents / 100;
