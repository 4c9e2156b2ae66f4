/**
 * The layout breakpoints, as emotion `@media` keys, each named once (separate constants, so a bundle
 * carries only those it uses). Widths are CSS px of the viewport, so a host page's root font size does not
 * move them. Each "below" query stops at .98 so it never overlaps its "from" twin at a fractional width.
 */

/** Below 480 px: a definition list drops to one column. */
export const NARROW = '@media (max-width: 479.98px)';

/** Below 600 px: data tables stack into label–value rows. */
export const BELOW_TABLET = '@media (max-width: 599.98px)';

/** From 600 px: cards and charts get more room. */
export const TABLET = '@media (min-width: 600px)';

/** Below 768 px: a phone (the compact wizard header, the menu button). */
export const PHONE = '@media (max-width: 767.98px)';

/** From 768 px: wider than a phone (the full stepper on one row). */
export const WIDE = '@media (min-width: 768px)';

/** From 960 px: two columns side by side. */
export const DESKTOP = '@media (min-width: 960px)';

/**
 * The wizard's own width, not the viewport's: its frame is a container (`wizardContainer`), so a wizard
 * in a 340 px column of a wide page gets the compact header, and one filling a phone's width the full one
 * only when it has the room.
 */
export const WIZARD_NARROW = '@container wizard (max-width: 767.98px)';
export const WIZARD_WIDE = '@container wizard (min-width: 768px)';
/** The container the two queries above measure. */
export const wizardContainer = { containerType: 'inline-size', containerName: 'wizard' } as const;
