import { className } from './custom-elements';

/** One widget as the consumer page uses it: its tag, its component and the tag's `fg-*` events. */
export interface ConsumerWidget {
  tag: string;
  component: string;
  events: readonly string[];
}

/** What a widget needs to start beyond the defaults: test data, not the list of widgets. */
const COMPONENT_PROPS: Record<string, string> = {
  ReportViewer: 'reportId={3}',
  GenericLinkConfirmation: 'action="tfsa-switch" search=""',
};
const TAG_ATTRIBUTES: Record<string, string> = {
  'fg-report-viewer': 'report-id="3"',
  'fg-link-confirmation': 'action="tfsa-switch"',
};

/** `fg-submitted` → `onSubmitted`, the component's prop for the tag's event. */
export const eventProp = (event: string) => {
  const name = event.replace(/^fg-/, '');
  return `on${name.charAt(0).toUpperCase()}${name.slice(1)}`;
};

/**
 * The files of a fresh Vite + React 19 + TypeScript app that installs the package: a page with every
 * widget's component and every tag in JSX, each event heard by the host, and a compile-time check that
 * each tag's event detail (fg-elements.d.ts) is the type its component's callback receives.
 */
export function consumerApp(
  widgets: readonly ConsumerWidget[],
  versions: { dependencies: Record<string, string>; devDependencies: Record<string, string> },
): Record<string, string> {
  const components = widgets.map(({ component }) => component);
  const componentBlocks = widgets.map(({ component, events }) => {
    const listeners = events.map(
      (event) => `${eventProp(event)}={(detail) => record('${component} ${eventProp(event)}', detail)}`,
    );
    return `        <div data-widget="${component}">\n          <${component} ${[COMPONENT_PROPS[component] ?? '', ...listeners].filter(Boolean).join(' ')} />\n        </div>`;
  });
  const tags = widgets.map(({ tag, events }) => {
    const listeners = events.map(
      (event) => `onfg-${event.slice(3)}={(event) => record('${tag} ${event}', event.detail)}`,
    );
    return `        <${tag} ${[TAG_ATTRIBUTES[tag] ?? '', ...listeners].filter(Boolean).join(' ')} />`;
  });
  const detailChecks = widgets.flatMap(({ tag, component, events }) =>
    events.map(
      (event) =>
        `  Same<Detail<ComponentProps<typeof ${component}>, '${eventProp(event)}'>, ${className(tag)}EventMap['${event}']['detail']>,`,
    ),
  );
  const eventMaps = widgets.map(({ tag }) => `${className(tag)}EventMap`);
  const app = `import { type ComponentProps, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import 'fg-portal/elements';
import type { ${eventMaps.join(', ')} } from 'fg-portal/elements';
import { createConfig, sessionAuthPort, WidgetProvider, ${components.join(', ')} } from 'fg-portal/react';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Detail<P, K extends string> = K extends keyof P
  ? NonNullable<P[K]> extends (detail: infer D) => unknown
    ? D
    : 'not a callback'
  : 'no such prop';
/** Each tag's event detail is what its component's callback receives; a difference fails tsc. */
export const detailTypesAgree: [
${detailChecks.join('\n')}
] = [${detailChecks.map(() => 'true').join(', ')}];

const config = createConfig(window.location.origin);

function App() {
  const [events, setEvents] = useState<string[]>([]);
  const record = (label: string, detail: unknown) =>
    setEvents((current) => [...current, \`\${label} \${JSON.stringify(detail)}\`]);
  return (
    <WidgetProvider config={config} auth={sessionAuthPort}>
      <main>
        <h1>A React host</h1>
        <section id="components">
${componentBlocks.join('\n')}
        </section>
        <section id="tags">
${tags.join('\n')}
        </section>
        <ul id="events">
          {events.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </main>
    </WidgetProvider>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><App /></StrictMode>);
`;
  return {
    'package.json': `${JSON.stringify(
      { name: 'fg-consumer', private: true, type: 'module', ...versions },
      null,
      2,
    )}\n`,
    'tsconfig.json': `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          isolatedModules: true,
          skipLibCheck: false,
          types: [],
        },
        include: ['src'],
      },
      null,
      2,
    )}\n`,
    // A plain React host's config: no dedupe, no alias.
    'vite.config.js': `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ base: '/consumer/', plugins: [react()] });
`,
    'index.html': `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>React host</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>
</html>
`,
    'src/main.tsx': app,
  };
}
