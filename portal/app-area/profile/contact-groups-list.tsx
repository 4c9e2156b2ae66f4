import { useClasses } from '../../../src/ui';
import type { ContactGroups } from './contact-groups';
import { DetailsList } from './profile-details-list';
import { profileStyles } from './profile-styles';

/** Contact details in the spec's groups: personal, social, and the rest (addresses). */
export function ContactGroupsList({ groups }: { groups: ContactGroups }) {
  const classes = useClasses(profileStyles);
  const named = [
    ['Personal', groups.personal],
    ['Social', groups.social],
    ['Other', groups.other],
  ] as const;
  return (
    <>
      {named
        .filter(([, contacts]) => contacts.length > 0)
        .map(([name, contacts]) => (
          <div key={name}>
            <h3 className={classes.groupHeading}>{name}</h3>
            <DetailsList
              rows={contacts.map((contact) => [contact.ContactFieldName, contact.FieldData] as const)}
            />
          </div>
        ))}
    </>
  );
}
