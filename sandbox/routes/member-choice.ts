import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { memberChoiceBodySchema } from '../../src/api/request-bodies';
import { badRequest, forbidden, notFound } from '../http/api-error';
import type { RouteDeps } from '../http/deps';
import type { SandboxEnv } from '../http/env';
import type { ReadingOf } from '../http/fields';
import { LONG_TEXT_MAX, ruledText, SHORT_TEXT_MAX, strictBody, textField } from '../http/fields';
import { V4 } from '../http/paths';
import { validBody } from '../http/validate';
import type { MemberChoice, MemberChoiceOption } from '../model/dashboard';

/** Longest fact-sheet address taken back: what browsers and servers handle comfortably. */
const FACT_SHEET_LINK_MAX = 2048;

/**
 * The post may carry the chosen option (spec §3 Member choice option: the portal sends back the option it
 * read, src/api/member-choice.ts), and nothing else; the StatusTransitionID in the path decides.
 * @internal
 */
export const changeBodySchema = strictBody({
  Description: textField('Description', SHORT_TEXT_MAX).nullish(),
  Info: textField('Info', LONG_TEXT_MAX).nullish(),
  FactSheetLink: ruledText('FactSheetLink', { max: FACT_SHEET_LINK_MAX, lines: 'single' }).nullish(),
  IsSelected: z.boolean().nullish(),
  LastSelection: textField('LastSelection', SHORT_TEXT_MAX).nullish(),
  StatusTransitionID: z.number().int().nullish(),
} satisfies ReadingOf<typeof memberChoiceBodySchema>);

function absolute(option: MemberChoiceOption, origin: string): MemberChoiceOption {
  return option.FactSheetLink.startsWith('/')
    ? { ...option, FactSheetLink: `${origin}${option.FactSheetLink}` }
    : option;
}

/** Retirement member choice (v4): read the three options, change the selection. */
export function memberChoiceRoutes({ store, guards, publicOrigin }: RouteDeps) {
  const app = new Hono<SandboxEnv>();
  const { secure, currentParty } = guards;
  const member = `${V4}/retirementinvestments/:productInstanceId{\\d+}/member/:memberId{\\d+}`;

  function choiceFor(c: Context<SandboxEnv>): MemberChoice {
    const productInstanceId = Number(c.req.param('productInstanceId'));
    const memberId = Number(c.req.param('memberId'));
    const matches = (choice: MemberChoice | null) =>
      choice?.productInstanceId === productInstanceId && choice.productInstanceMemberId === memberId;
    const own = currentParty(c).memberChoice;
    if (own && matches(own)) return own;
    const someoneElses = [...store.state.parties.values()].some((party) => matches(party.memberChoice));
    if (someoneElses) throw forbidden('You are not allowed to access another member.');
    throw notFound('No member-choice product for this member.');
  }

  app.get(`${member}/choices`, secure, (c) => {
    return c.json(choiceFor(c).options.map((option) => absolute(option, publicOrigin)));
  });

  app.post(`${member}/:statusTransitionId{\\d+}`, secure, async (c) => {
    const body = await validBody(c, changeBodySchema);
    const choice = choiceFor(c);
    const transitionId = Number(c.req.param('statusTransitionId'));
    const selected = choice.options.find((option) => option.StatusTransitionID === transitionId);
    if (!selected) throw badRequest(`StatusTransitionID ${transitionId} is not an option for this member.`);
    if (body.StatusTransitionID && body.StatusTransitionID !== transitionId) {
      throw badRequest('StatusTransitionID in the body does not match the route.');
    }
    for (const option of choice.options) option.IsSelected = option === selected;
    selected.LastSelection = store.timestamp();
    const party = currentParty(c);
    const row = party.holdings
      .find((holding) => holding.productInstanceId === choice.productInstanceId)
      ?.rows.find((candidate) => candidate.label === 'Investment choice');
    if (row) row.value = selected.Description;
    store.state.records.memberChoiceChanges.push({
      PartyID: party.account.partyId,
      ProductInstanceID: choice.productInstanceId,
      ProductInstanceMemberID: choice.productInstanceMemberId,
      StatusTransitionID: transitionId,
      Description: selected.Description,
      ChangedDate: selected.LastSelection,
    });
    return c.json(absolute(selected, publicOrigin));
  });

  return app;
}
