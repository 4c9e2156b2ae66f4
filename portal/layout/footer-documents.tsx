import { documentCollectionQuery } from '../../src/api/content';
import { FOOTER_DOCUMENT_COLLECTION_ID } from '../../src/domain/business-constants';
import { formatDate } from '../../src/domain/format-date';
import { useServerQuery } from '../../src/react/server-query';
import { useClasses } from '../../src/ui';
import { footerSheet } from './footer-styles';

/** Spec §2 footer: downloadable documents from the content system (collection 35). */
export function FooterDocuments() {
  const classes = useClasses(footerSheet);
  const documents = useServerQuery(documentCollectionQuery(FOOTER_DOCUMENT_COLLECTION_ID));

  if (documents.status === 'pending') return <p className={classes.muted}>Loading documents…</p>;
  if (documents.status === 'error')
    return <p className={classes.muted}>Our documents are unavailable right now.</p>;
  return (
    <ul className={classes.list}>
      {documents.data.map((document) => (
        <li key={document.id}>
          <a className={classes.link} href={document.url} target="_blank" rel="noopener noreferrer">
            {document.DisplayText}
            <span className={classes.muted}> (PDF, updated {formatDate(document.updatedAt)})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
