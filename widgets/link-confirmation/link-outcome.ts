import * as z from 'zod/mini';
import { storedValue } from '../../src/session/stored-value';

/** The outcomes worth remembering: they will not change however often the link is opened again. */
export type RememberedOutcome = 'confirmed' | 'expired';

const rememberedOutcomeSchema = z.custom<RememberedOutcome>(
  (value) => value === 'confirmed' || value === 'expired',
);

const storedOutcome = (action: string, reference: string) =>
  storedValue(`fg.link.${action}.${reference.toUpperCase()}`, rememberedOutcomeSchema);

/** What this tab already knows of the link: a second click or a reload shows it and calls nothing. */
export function rememberedOutcome(action: string, reference: string): RememberedOutcome | undefined {
  return storedOutcome(action, reference).read();
}

/** A full or blocked store keeps nothing: the outcome shows now, it is just not kept for a reload. */
export function rememberOutcome(action: string, reference: string, outcome: RememberedOutcome): void {
  storedOutcome(action, reference).write(outcome);
}
