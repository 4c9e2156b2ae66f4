/**
 * What each tag shows first to a visitor who is signed out and came without a link, as `npm run size`
 * waits for it: an enabled control unless `shows` names the text of a tag whose form needs a link or a
 * sign-in (its own message, then). `attributes` and `query` are what its host page gives it.
 */
export interface FirstScreen {
  /** Attributes of the tag on its host page, as written in HTML. */
  attributes?: string;
  /** The host page's query beside the tag's name: a link's parameters. */
  query?: string;
  /** Text the tag shows once settled; absent: an enabled control. */
  shows?: string;
}

const LINK_UNUSABLE = 'This link cannot be used';

export const FIRST_SCREENS: Record<string, FirstScreen> = {
  'fg-link-confirmation': { shows: LINK_UNUSABLE },
  'fg-reinvest-confirmation': { shows: LINK_UNUSABLE },
  'fg-tfsa-switch': { shows: LINK_UNUSABLE },
  'fg-member-choice': { shows: 'Please log in to see your member choice.' },
  // Signed out, the report cannot be read: the spec's report error (§8).
  'fg-report-viewer': { attributes: 'report-id="1"', shows: 'Could not load dashboard - contact support' },
  // The form of an e-mailed link (u, e and t: any base64url shows it; the server judges them on Set).
  'fg-reset-password': { query: 'u=dGhhbmRp&e=YWJj&t=dG9rZW4' },
};
