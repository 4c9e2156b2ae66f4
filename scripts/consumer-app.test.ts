import { expect, it } from 'vitest';
import { consumerApp, eventProp } from './consumer-app';

const widgets = [
  { tag: 'fg-rate-us', component: 'RateUs', events: ['fg-submitted', 'fg-failed'] },
  { tag: 'fg-report-viewer', component: 'ReportViewer', events: ['fg-loaded'] },
];
const app = consumerApp(widgets, {
  dependencies: { react: '19.3.1' },
  devDependencies: { vite: '8.3.8' },
});
const page = app['src/main.tsx'] ?? '';

it("names a tag's event as its component's callback", () => {
  expect(eventProp('fg-submitted')).toBe('onSubmitted');
  expect(eventProp('fg-step')).toBe('onStep');
});

it('renders every component and every tag, each event heard, with the props a widget needs', () => {
  expect(page).toContain("import 'fg-portal/elements';");
  expect(page).toMatch(
    /import \{ createConfig, sessionAuthPort, WidgetProvider, RateUs, ReportViewer \} from 'fg-portal\/react';/,
  );
  expect(page).toContain(`<RateUs onSubmitted={(detail) => record('RateUs onSubmitted', detail)}`);
  expect(page).toContain('<ReportViewer reportId={3}');
  expect(page).toContain(
    `<fg-report-viewer report-id="3" onfg-loaded={(event) => record('fg-report-viewer fg-loaded', event.detail)} />`,
  );
});

it("checks at compile time that each tag's event detail is its component's callback's", () => {
  expect(page).toContain(
    "Same<Detail<ComponentProps<typeof RateUs>, 'onFailed'>, FgRateUsEventMap['fg-failed']['detail']>,",
  );
  expect(page).toContain('] = [true, true, true];');
});

it('pins the given versions, with no dedupe or alias in the host config', () => {
  expect(JSON.parse(app['package.json'] ?? '{}')).toMatchObject({
    dependencies: { react: '19.3.1' },
    devDependencies: { vite: '8.3.8' },
  });
  expect(app['vite.config.js']).not.toMatch(/dedupe|alias/);
});
