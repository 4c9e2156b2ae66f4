import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const README = resolve(import.meta.dirname, '../../examples/README.md');
const MAIN_README = resolve(import.meta.dirname, '../../README.md');
/** The origin the README's snippets load the widgets from. */
const README_PORTAL = 'https://portal.example.co.za';

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

/**
 * The README's two-line snippet (its "Embed a widget" section) as printed, on a page of its own, with the
 * README's portal origin pointed at `portal`: nothing else, no config block.
 */
export function readmeEmbedPage(portal: string): string {
  const readme = readFileSync(MAIN_README, 'utf8');
  const section = readme.slice(readme.indexOf('## Embed a widget'));
  const snippet = /^```html\n([\s\S]*?)^```$/m.exec(section)?.[1];
  if (!snippet?.includes(README_PORTAL))
    throw new Error("README.md's Embed a widget section has no html snippet");
  const body = snippet.replaceAll(README_PORTAL, portal);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>The README's snippet</title></head><body><main>${body}</main></body></html>`;
}
