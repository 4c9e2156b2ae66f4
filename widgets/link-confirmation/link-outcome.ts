import * as z from 'zod/mini';
import { storedValue } from '../../src/session/stored-value';

/** The outcomes worth remembering: they will not change however often the link is opened again. */
export type RememberedOutcome = 'confirmed' | 'expired';

/** What the tab keeps of a link: its outcome and, for a confirmation made here, when it was made (ISO). */
export interface RememberedLink {
  outcome: RememberedOutcome;
  at?: string;
}

function isRememberedLink(value: unknown): value is RememberedLink {
  if (typeof value !== 'object' || value === null) return false;
  const { outcome, at } = value as { outcome?: unknown; at?: unknown };
  return (
    (outcome === 'confirmed' || outcome === 'expired') &&
    (at === undefined || (typeof at === 'string' && !Number.isNaN(Date.parse(at))))
  );
}

const rememberedLinkSchema = z.custom<RememberedLink>(isRememberedLink);

const storedOutcome = (action: string, reference: string) =>
  storedValue(`fg.link.${action}.${reference.toUpperCase()}`, rememberedLinkSchema);

/** What this tab already knows of the link: a second click or a reload shows it and calls nothing. */
export function rememberedOutcome(action: string, reference: string): RememberedLink | undefined {
  return storedOutcome(action, reference).read();
}

/** A full or blocked store keeps nothing: the outcome shows now, it is just not kept for a reload. */
export function rememberOutcome(action: string, reference: string, link: RememberedLink): void {
  storedOutcome(action, reference).write(link);
}
