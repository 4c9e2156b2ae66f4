import type { SandboxStore } from '../store';

/** The token a seed link's e-mail carried (random per sandbox), as its customer's URL holds it. */
export function linkToken(sandbox: { store: SandboxStore }, reference: string): string {
  const token = sandbox.store.emailedLinkToken(reference);
  if (token === undefined) throw new Error(`No seed link ${reference}`);
  return token;
}
