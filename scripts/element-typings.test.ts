import { expect, it } from 'vitest';
import { parseElementContract } from './custom-elements';
import { buildElementTypings } from './element-typings';

/** The type of a numeric attribute, `${number}` written as the contract writes it. */
const NUMERIC = ['`$', '{number}`'].join('');

const contract = parseElementContract(`/**
 * Shows a report.
 *
 * @tag fg-report-viewer
 * @component ReportViewer
 * @attr {\`\${number}\`} report-id - The report to show. Required.
 * @attr ref - A reference.
 * @attr {'2' | '3'} heading-level - Level of the heading.
 * @attr nonce - The page's CSP nonce.
 * @event {{ Name: string; Url: string }} fg-loaded - The report is framed.
 */`);
if (!contract) throw new Error('no contract');
const typings = buildElementTypings([{ dir: 'report-viewer', contract }]);

it('maps each event to a CustomEvent of its detail', () => {
  expect(typings).toContain(
    "export interface FgReportViewerEventMap {\n  'fg-loaded': CustomEvent<{ Name: string; Url: string }>;\n}",
  );
});

it('puts the element, with a property per attribute and typed listeners, in HTMLElementTagNameMap', () => {
  expect(typings).toContain('export interface FgReportViewerElement extends HTMLElement {');
  expect(typings).toContain(`  reportId: ${NUMERIC} | undefined;`);
  expect(typings).toContain("  headingLevel: '2' | '3' | undefined;");
  expect(typings).not.toMatch(/^\s+nonce:/m);
  expect(typings).toContain('addEventListener<K extends keyof FgReportViewerEventMap>');
  expect(typings).toMatch(
    /declare global \{\n {2}interface HTMLElementTagNameMap \{\n {4}'fg-report-viewer': FgReportViewerElement;/,
  );
});

it("types the tag's attributes and onfg-* listeners in React's JSX, a required one required", () => {
  expect(typings).toContain("declare module 'react' {\n  namespace JSX {\n    interface IntrinsicElements {");
  expect(typings).toContain("      'fg-report-viewer': FgReportViewerAttributes;");
  expect(typings).toContain(`  'report-id': ${NUMERIC};`);
  expect(typings).toContain("  'heading-level'?: '2' | '3';");
  expect(typings).toContain("  'onfg-loaded'?: (event: FgReportViewerEventMap['fg-loaded']) => void;");
  // `ref` is React's own prop in JSX; hosts pass it to the component instead.
  expect(typings).not.toContain("  'ref'?");
});
