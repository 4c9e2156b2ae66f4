import type { BottomNavIcon } from './bottom-nav-items';

/** Outline glyphs on a 24-unit grid, drawn in the text colour. */
const PATHS: Readonly<Record<BottomNavIcon | 'more', string>> = {
  home: 'M3 11 12 4l9 7M5.5 9.5V20h5v-6h3v6h5V9.5',
  invest: 'M3 20h18M4 16l5-5 4 4 7-8M15 7h5v5',
  benefits: 'M12 3 4.5 6v5.5c0 4.5 3.2 8 7.5 9.5 4.3-1.5 7.5-5 7.5-9.5V6L12 3ZM8.5 12l2.5 2.5 4.5-5',
  ventures:
    'M12 2.5v2.5M12 19v2.5M2.5 12H5M19 12h2.5M5.3 5.3l1.8 1.8M16.9 16.9l1.8 1.8M5.3 18.7l1.8-1.8M16.9 7.1l1.8-1.8M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0Z',
  wills: 'M7 3h7l4 4v14H7ZM14 3v4h4M10 12h5M10 16h5',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM19.4 13.5l1.6 1.2-2 3.5-1.9-.7a7 7 0 0 1-2 1.2L14.8 21h-4l-.3-2.3a7 7 0 0 1-2-1.2l-1.9.7-2-3.5 1.6-1.2a7 7 0 0 1 0-2.3L4.6 10l2-3.5 1.9.7a7 7 0 0 1 2-1.2L10.8 3h4l.3 2.3a7 7 0 0 1 2 1.2l1.9-.7 2 3.5-1.6 1.2a7 7 0 0 1 0 2.3Z',
  report: 'M4 20h16M7 17v-5M12 17V7M17 17v-8',
  page: 'M6 3h12v18H6ZM9 8h6M9 12h6M9 16h4',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
};

/** A bottom-navigation item's picture: decoration, since the label beside it names the destination. */
export function BottomNavGlyph({ icon }: { icon: BottomNavIcon | 'more' }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={icon === 'more' ? 3 : 1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[icon]} />
    </svg>
  );
}
