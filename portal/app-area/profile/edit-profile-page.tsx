import { Link, useSearch } from 'wouter';
import { useClasses } from '../../../src/ui';
import { usePageTitle } from '../../use-page-title';
import { AccountSettingsSection } from './account-settings-section';
import { DocumentsSection } from './documents-section';
import { HelpRequestSection } from './help-request-section';
import { BankDetailsSection, ContactDetailsSection } from './not-editable-sections';
import { PersonalDetailsForm } from './personal-details-form';
import { profileStyles } from './profile-styles';
import { editSectionPath, PROFILE_SECTIONS, PROFILE_TEXT, profileSection } from './profile-text';
import { TaxNumberSection } from './tax-number-section';

const SECTIONS = {
  personal: PersonalDetailsForm,
  contact: ContactDetailsSection,
  bank: BankDetailsSection,
  account: AccountSettingsSection,
  documents: DocumentsSection,
  tax: TaxNumberSection,
  help: HelpRequestSection,
} as const;

/**
 * Spec §2 /app/editprofile, Edit My Profile: a side list of the four sections and the chosen one's
 * form. The choice is in the URL (`?section=`), so it survives a reload and can be linked to.
 */
export function EditProfilePage() {
  usePageTitle(PROFILE_TEXT.editTitle);
  const classes = useClasses(profileStyles);
  const current = profileSection(new URLSearchParams(useSearch()).get('section'));
  const Section = SECTIONS[current];
  return (
    <div className={classes.page}>
      <h1 className={classes.heading}>{PROFILE_TEXT.editTitle}</h1>
      <div className={classes.layout}>
        <nav aria-label="Profile sections">
          <ul className={classes.sideList}>
            {PROFILE_SECTIONS.map((section) => (
              <li key={section.id}>
                <Link
                  href={editSectionPath(section.id)}
                  className={classes.sideLink}
                  aria-current={section.id === current ? 'page' : undefined}
                >
                  {section.edit}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Section key={current} />
      </div>
    </div>
  );
}
