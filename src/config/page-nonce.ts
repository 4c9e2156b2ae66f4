/** The CSP nonce a page offers for style tags: `<meta name="csp-nonce" content="…">`. */
export function readPageNonce(doc: Document): string | undefined {
  return doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
}
