/** Every text the member-choice widget shows; spec §2 and §8 wording where the spec has one. */
export const MEMBER_CHOICE_TEXT = {
  loading: 'Loading...',
  empty: 'No data available',
  noSelection: 'No selection made',
  signedOut: 'Please log in to see your member choice.',
  saving: 'Saving your member choice...',
  congratulations: 'Congratulations',
  currentChoice: 'Your current choice',
  selectedBadge: 'Current choice',
  factSheet: 'Fact sheet',
  opensInNewTab: 'opens in a new tab',
  confirmTitle: 'Change your member choice?',
  cancel: 'Cancel',
} as const;

/** 'Your member choice was changed to {Description}.' */
export const changedTo = (description: string): string => `Your member choice was changed to ${description}.`;

/** Label of a tile's button: 'Choose {Description}'. */
export const chooseLabel = (description: string): string => `Choose ${description}`;

/** The confirm dialog's question: a change moves the member's retirement savings. */
export const confirmQuestion = (from: string | undefined, to: string): string =>
  from
    ? `Your retirement savings will be moved from ${from} to ${to}. Do you want to continue?`
    : `Your retirement savings will be invested in ${to}. Do you want to continue?`;

/** The confirm button: 'Yes, change to {Description}'. */
export const confirmLabel = (description: string): string => `Yes, change to ${description}`;
