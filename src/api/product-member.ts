import * as z from 'zod/mini';
import type { QueryDefinition } from './server-state';

// Apart from buy.ts: only the unit trust's post reads the product member, in its later chunk.

/**
 * The product member detail a unit trust purchase carries in `Members` (spec §3): the investor as the
 * product knows them. Only these fields are read and sent back.
 */
export const productMemberSchema = z.object({
  ProductMemberID: z.optional(z.nullable(z.number())),
  PartyID: z.optional(z.nullable(z.string())),
  Title: z.optional(z.nullable(z.string())),
  Firstname: z.optional(z.nullable(z.string())),
  Surname: z.optional(z.nullable(z.string())),
  IdentityNumber: z.optional(z.nullable(z.string())),
  DateOfBirth: z.optional(z.nullable(z.string())),
  Gender: z.optional(z.nullable(z.string())),
  EmailAddress: z.optional(z.nullable(z.string())),
  CellPhone: z.optional(z.nullable(z.string())),
  Relationship: z.optional(z.nullable(z.string())),
});
export type ProductMember = z.infer<typeof productMemberSchema>;

/** The signed-in customer as a unit trust's product member (spec §7 WillChannel/productMember/{id}). */
export function productMemberQuery(): QueryDefinition<ProductMember> {
  return {
    queryKey: ['buy', 'product-member'] as const,
    queryFn: ({ client, party, signal }) =>
      client.request({
        path: '/v3/api/Products/WillChannel/productMember/[partyId]',
        party,
        secure: true,
        schema: productMemberSchema,
        signal,
      }),
  };
}
