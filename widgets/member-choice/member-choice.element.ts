import * as z from 'zod/mini';
import { headingLevelAttribute, positiveWholeNumberAttribute } from '../../src/elements/attribute-schemas';
import { clientNow } from '../../src/elements/client-now';
import { defineWidget } from '../../src/elements/define-widget';
import { pageSessionAuthPort } from '../../src/session/page-session-auth-port';
import type { HeadingLevel } from '../../src/ui/heading';
import { MemberChoice, type MemberChoiceEvents } from './member-choice';

const memberChoiceAttributes = z.object({
  productInstanceId: z.optional(positiveWholeNumberAttribute('product-instance-id')),
  memberId: z.optional(positiveWholeNumberAttribute('member-id')),
  headingLevel: headingLevelAttribute<HeadingLevel>(2, 6),
});

/**
 * Retirement member choice for the signed-in member (secure calls: the page's visitor must be signed
 * in): the three funds with the selected one marked, each with its information and fact sheet; a change
 * is confirmed in a dialog (it moves retirement savings), then posts the option's StatusTransitionID.
 * Shows 'Loading...', 'No data available' and 'No selection made' as the spec says.
 *
 * @tag fg-member-choice
 * @component MemberChoice
 * @attr {`${number}`} product-instance-id - The retirement product instance. Defaults to that of the signed-in party's member-choice product (navigation item 14), read from its summary.
 * @attr {`${number}`} member-id - The product instance member. Defaults to that of the same member-choice product summary.
 * @attr {'2' | '3' | '4' | '5' | '6'} heading-level - Level (2–6) of each option's heading, to fit the host page's outline. Default 3.
 * @attr nonce - The page's CSP nonce for the widget's style tags (or a `<meta name="csp-nonce">`).
 * @event {{ Description: string; Info: string; FactSheetLink: string; IsSelected: boolean; LastSelection: string | null; StatusTransitionID: number }} fg-saving - The member confirmed a change; it is being saved.
 * @event {{ Description: string; Info: string; FactSheetLink: string; IsSelected: boolean; LastSelection: string | null; StatusTransitionID: number }} fg-changed - The change was saved.
 * @event {{ message: string; status: number }} fg-failed - Loading or saving failed.
 * @csspart root - The widget's outer box.
 * @csspart current - The 'Your current choice' line.
 * @csspart tiles - The list of options.
 * @csspart tile - One option (the selected one also has `tile-selected`).
 * @csspart tile-title - An option's Description heading.
 * @csspart badge - The 'Current choice' mark on the selected option.
 * @csspart fact-sheet - An option's fact-sheet link.
 * @csspart button - The choose and confirm buttons.
 * @csspart dialog - The confirm dialog (also `dialog-title`, `dialog-body`, `dialog-close`).
 * @csspart alert - The saved or failed message.
 * @cssproperty --fg-color-primary - Border of the selected option (default #E81D75).
 * @cssproperty --fg-color-primary-strong - Buttons, links and the selected mark (default #C4105E).
 * @cssproperty --fg-color-primary-bg - Background of the selected option (default #FDE8F1).
 * @cssproperty --fg-color-text - Text colour (default #1F1F29).
 * @cssproperty --fg-color-divider - Border of the other options (default #E2E2E8).
 * @cssproperty --fg-color-focus - Focus ring colour (default #8A0C45).
 * @cssproperty --fg-font-family - Font of the widget (default Figtree where the page has loaded it, else the system UI font).
 * @cssproperty --fg-font-size - Base font size (default 16px).
 * @cssproperty --fg-radius - Corner radius of tiles and buttons (default 6px).
 */
defineWidget<typeof memberChoiceAttributes, MemberChoiceEvents>({
  tag: 'fg-member-choice',
  client: clientNow,
  component: MemberChoice,
  attributes: memberChoiceAttributes,
  events: ['saving', 'changed', 'failed'],
  auth: pageSessionAuthPort,
});
