/**
 * The widget contract in one place: what every widget's events carry, how headings fit the host page,
 * and how a widget navigates. Widgets and the portal import these from here, so no widget needs
 * another widget for a type.
 */

/** Detail of `fg-authenticated`: who signed in. */
export interface AuthenticatedDetail {
  partyId: string;
  username: string;
}

/** Detail of `fg-failed`: the message shown and the status (spec §8). */
export interface FailedDetail {
  message: string;
  status: number;
}

/** Where a widget goes after success; the portal passes its router's navigation. */
export type Navigate = (path: string) => void;

/** Full page navigation, for widgets on pages without a router. */
export const assignLocation: Navigate = (path) => window.location.assign(path);

/** Level of a widget's own heading, so it fits the outline of the page it sits in. */
export type WidgetHeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
