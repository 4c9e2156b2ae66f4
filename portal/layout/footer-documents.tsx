import { documentCollectionQuery } from '../../src/api/content';
import { FOOTER_DOCUMENT_COLLECTION_ID } from '../../src/domain/business-constants';
import { useServerQuery } from '../../src/react/server-query';
import { useClasses } from '../../src/ui';
import { footerSheet } from './footer-styles';

/**
 * Spec §2 footer: downloadable documents from the content system (collection 35), as items of the
 * footer's row of links (or one item saying they are loading or unavailable). Each says it is a PDF; the
 * date it was updated is left out, to keep the footer one short strip on a phone (DESIGN m25).
 */
export function FooterDocuments() {
  const classes = useClasses(footerSheet);
  const documents = useServerQuery(documentCollectionQuery(FOOTER_DOCUMENT_COLLECTION_ID));

  if (documents.status === 'pending') return <li className={classes.muted}>Loading documents…</li>;
  if (documents.status === 'error')
    return <li className={classes.muted}>Our documents are unavailable right now.</li>;
  return documents.data.map((document) => (
    <li key={document.id}>
      <a className={classes.link} href={document.url} target="_blank" rel="noopener noreferrer">
        {document.DisplayText}
        <span className={classes.muted}> (PDF)</span>
      </a>
    </li>
  ));
}
