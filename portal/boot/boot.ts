// The boot script of the pages prerendered at build: built on its own (scripts/prerender.ts), a few
// hundred bytes, loaded with `defer` so it runs once the page is parsed.
import { startApp } from './start-app';

startApp(document.currentScript, document);
