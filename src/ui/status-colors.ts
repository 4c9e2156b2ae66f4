import { colorTable } from './color-table';

/**
 * The colours of messages other than errors: success, information and warning. A module of its own, so
 * an element whose first paint shows no such message (the rating form) leaves them to the chunk that
 * does, rather than carrying them in the table of `color` (tokens.ts).
 * @internal
 */
export const statusColorDefaults = {
  success: '#1A6B2D',
  successBg: '#E7F4EA',
  info: '#0B5CAD',
  infoBg: '#E8F1FB',
  warning: '#7A4A00',
  warningBg: '#FFF4E0',
} as const;

/** `var(--fg-color-*, fallback)` for each status colour. */
export const statusColor = /* @__PURE__ */ colorTable(statusColorDefaults);
