import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { consumerVueApp, VUE_HOST_REFERENCE, VUE_KEPT_REF } from './consumer-vue-app';

const doc = readFileSync(join(import.meta.dirname, '..', 'docs', 'frameworks.md'), 'utf8');
const app = consumerVueApp(doc);

it("builds the Vue host from docs/frameworks.md's snippets as written", () => {
  expect(Object.keys(app).sort()).toEqual([
    'vue/index.html',
    'vue/src/App.vue',
    'vue/src/KeptRef.vue',
    'vue/src/main.ts',
    'vue/vite.config.ts',
  ]);
  expect(app['vue/vite.config.ts']).toContain("isCustomElement: (tag) => tag.startsWith('fg-')");
  expect(app['vue/src/main.ts']).toMatch(
    /^import \{ createApp \} from 'vue';\nimport 'fg-portal\/elements';/,
  );
  expect(app['vue/src/App.vue']).toContain(
    `<fg-rate-us reference="${VUE_HOST_REFERENCE}" @fg-submitted="onSubmitted"`,
  );
  expect(app['vue/src/App.vue']).toContain('<ul id="events">');
});

it('mounts beside it a tag given ref, which Vue keeps', () => {
  expect(app['vue/src/main.ts']).toContain("createApp(KeptRef).mount('#kept-ref');");
  expect(app['vue/src/KeptRef.vue']).toContain(`<fg-rate-us ref="${VUE_KEPT_REF}" @fg-submitted=`);
  expect(app['vue/index.html']).toContain('<div id="app"></div><div id="kept-ref"></div>');
});

it('says which snippet the page lacks', () => {
  expect(() => consumerVueApp(doc.replace('// vite.config.ts', '// vite.config.js'))).toThrow(
    'docs/frameworks.md has no ts block starting // vite.config.ts',
  );
});
