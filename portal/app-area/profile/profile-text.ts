/** Texts of My Profile and Edit My Profile (spec §2 profile screens, §8 profile rows). */
export const PROFILE_TEXT = {
  title: 'My Profile',
  editTitle: 'Edit My Profile',
  loadError: 'Oops! Something went wrong.',
  loading: 'Loading your profile',
  empty: (section: string) => `You do not have ${section} Saved`,
} as const;

/**
 * The sections: the spec's four in its order, then ours (documents, tax number, help). Card title,
 * side-list entry, and the `?section=` that opens it. The spec's four keep its Title Case texts (DESIGN
 * §8a); ours are in sentence case with one name each (DESIGN §5.4: the card and its entry name the same
 * thing, "FICA documents", not "FICA Documents" and "Upload Documents").
 */
export const PROFILE_SECTIONS = [
  { id: 'personal', title: 'Personal Details', edit: 'Edit Personal Details' },
  { id: 'contact', title: 'Contact Details', edit: 'Edit Contact Details' },
  { id: 'bank', title: 'Bank Details', edit: 'Edit Banking Details' },
  { id: 'account', title: 'Account Settings', edit: 'Edit Account Settings' },
  { id: 'documents', title: 'FICA documents', edit: 'Upload FICA documents' },
  { id: 'tax', title: 'Tax number', edit: 'Edit tax number' },
  { id: 'help', title: 'Ask us for help', edit: 'Ask us for help' },
] as const;

export type ProfileSectionId = (typeof PROFILE_SECTIONS)[number]['id'];

/** What was saved, as `/app/profile?saved=…` names it, and the banner it shows. */
export const SAVED_BANNERS = {
  personal: 'Your personal details have been saved.',
  username: 'Your username has been changed. Use it the next time you log in.',
  password: 'Your password has been changed. Use it the next time you log in.',
} as const;

export type SavedChange = keyof typeof SAVED_BANNERS;

/** The section a `?section=` names; anything else (or nothing) opens personal details. */
export function profileSection(value: string | null): ProfileSectionId {
  return PROFILE_SECTIONS.find((section) => section.id === value)?.id ?? 'personal';
}

/** The saved change a `?saved=` names, or undefined: only these texts are ever shown. */
export function savedChange(value: string | null): SavedChange | undefined {
  return value !== null && Object.hasOwn(SAVED_BANNERS, value) ? (value as SavedChange) : undefined;
}

export const editSectionPath = (section: ProfileSectionId) => `/app/editprofile?section=${section}`;
