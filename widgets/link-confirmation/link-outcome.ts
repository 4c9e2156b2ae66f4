import { usableStorage } from '../../src/session/usable-storage';

/** The outcomes worth remembering: they will not change however often the link is opened again. */
export type RememberedOutcome = 'confirmed' | 'expired';

const keyOf = (action: string, reference: string) => `fg.link.${action}.${reference.toUpperCase()}`;

/** What this tab already knows of the link: a second click or a reload shows it and calls nothing. */
export function rememberedOutcome(action: string, reference: string): RememberedOutcome | undefined {
  const stored = usableStorage()?.getItem(keyOf(action, reference));
  return stored === 'confirmed' || stored === 'expired' ? stored : undefined;
}

export function rememberOutcome(action: string, reference: string, outcome: RememberedOutcome): void {
  try {
    usableStorage()?.setItem(keyOf(action, reference), outcome);
  } catch {
    // A full or blocked store: the outcome shows now, it is just not kept for a reload.
  }
}
