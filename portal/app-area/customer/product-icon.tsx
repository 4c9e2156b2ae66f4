import { color } from '../../../src/ui/tokens';

type IconKind = 'growth' | 'cover' | 'document' | 'sun';

const KIND_BY_CODE: Readonly<Record<string, IconKind>> = {
  GROUPLIFECOVER: 'cover',
  GROUPFUNERALCOVER: 'cover',
  GROUPCRITICALILLNESSCOVER: 'cover',
  GROUPDISABILITYCOVER: 'cover',
  GROUPEDUCATIONCOVER: 'cover',
  INDIVIDUALRISK: 'cover',
  WILLS: 'document',
  TRUSTS: 'document',
  ESTATEPLANNING: 'document',
  ESTATEADMIN: 'document',
  DIRECTOWNERSHIP: 'sun',
  IMPACTFARMING: 'sun',
};

/** Which picture a catalogue code gets: cover, documents, ventures, otherwise investments. */
function iconKind(code: string): IconKind {
  return KIND_BY_CODE[code.trim().toUpperCase()] ?? 'growth';
}

const PATHS: Record<IconKind, string> = {
  growth: 'M4 20h16M6 16l4-4 3 3 5-6M14 9h4v4',
  cover: 'M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6z M9 12l2 2 4-4',
  document: 'M7 3h7l4 4v14H7z M14 3v4h4 M9.5 12h5 M9.5 16h5',
  sun: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z M12 2v2 M12 20v2 M2 12h2 M20 12h2 M5 5l1.5 1.5 M17.5 17.5L19 19 M5 19l1.5-1.5 M17.5 6.5L19 5',
};

/** A product tile's decorative icon (hidden from assistive technology: the heading names the product). */
export function ProductIcon({ code }: { code: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="32"
      height="32"
      viewBox="0 0 24 24"
      fill="none"
      stroke={color.primaryStrong}
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[iconKind(code)]} />
    </svg>
  );
}
