/** The folder of the consumer app that holds the Vue host, beside the React host's files. */
export const VUE_HOST_DIR = 'vue';

/** The reference the Vue host's page gives `<fg-rate-us reference>` (docs/frameworks.md's App.vue). */
export const VUE_HOST_REFERENCE = 'VUE-HOST';

/** The reference the page's second tag gives as `ref`, which Vue keeps as its own template ref. */
export const VUE_KEPT_REF = 'VUE-KEPT-REF';

/** The fenced block of `language` whose first line is `firstLine`, without that line. */
function snippet(doc: string, language: string, firstLine: string): string {
  const escaped = firstLine.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`\`\`\`${language}\\n${escaped}\\n([\\s\\S]*?)\`\`\``).exec(doc)?.[1];
  if (!found) throw new Error(`docs/frameworks.md has no ${language} block starting ${firstLine}`);
  return found;
}

/**
 * The files of a Vue 3 + Vite + TypeScript host (paths relative to the consumer app, under
 * {@link VUE_HOST_DIR}): `vite.config.ts`, `src/main.ts` and `src/App.vue` exactly as docs/frameworks.md
 * shows them, so what the page says must work as written, and beside that page a second component that
 * writes `<fg-rate-us ref="…">`, as a Vue developer might, whose warning the test expects. The app shares
 * the consumer app's one install (vue and @vitejs/plugin-vue beside React): `npm pack` and `npm install`
 * run once for both hosts.
 */
export function consumerVueApp(frameworksDoc: string): Record<string, string> {
  const main = snippet(frameworksDoc, 'ts', '// src/main.ts');
  const keptRef = `<script setup lang="ts">
import { ref } from 'vue';

const heard = ref(0);
</script>

<template>
  <!-- What the docs warn against: Vue keeps ref="…" as its template ref, and the tag says so. -->
  <fg-rate-us ref="${VUE_KEPT_REF}" @fg-submitted="heard += 1"></fg-rate-us>
</template>
`;
  const files: Record<string, string> = {
    'vite.config.ts': snippet(frameworksDoc, 'ts', '// vite.config.ts'),
    'src/main.ts': `${main}
// Not in the docs: a second app, the mistake the tag warns about.
import KeptRef from './KeptRef.vue';

createApp(KeptRef).mount('#kept-ref');
`,
    'src/App.vue': snippet(frameworksDoc, 'vue', '<!-- src/App.vue -->'),
    'src/KeptRef.vue': keptRef,
    'index.html': `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Vue host</title></head>
  <body><div id="app"></div><div id="kept-ref"></div><script type="module" src="/src/main.ts"></script></body>
</html>
`,
  };
  return Object.fromEntries(Object.entries(files).map(([path, text]) => [`${VUE_HOST_DIR}/${path}`, text]));
}
