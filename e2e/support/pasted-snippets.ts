import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const README = resolve(import.meta.dirname, '../../examples/README.md');

/** The ```html snippets of examples/README.md, in order, as the README holds them now. */
export function readmeHtmlSnippets(): string[] {
  const readme = readFileSync(README, 'utf8');
  return [...readme.matchAll(/^```html\n([\s\S]*?)^```$/gm)].map((match) => match[1] ?? '');
}

/**
 * Every html snippet of examples/README.md pasted one after another into one page, what a marketing team
 * does when it copies several snippets onto one page, with the README's example origins pointed at the
 * portal under test (the authorization service at its `/auth`).
 */
export function pastedSnippetsPage(portal: string): string {
  const body = readmeHtmlSnippets()
    .join('\n')
    .replaceAll('https://id.example.co.za', `${portal}/auth`)
    .replace(/https:\/\/[a-z]+\.example\.co\.za/g, portal);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pasted snippets</title></head><body><main>${body}</main></body></html>`;
}
