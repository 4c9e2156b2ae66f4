import { useQuery } from '@tanstack/react-query';
import { contentKeys, fetchDocumentCollection } from '../../src/api/content';
import { FOOTER_DOCUMENT_COLLECTION_ID } from '../../src/domain/business-constants';
import { formatDate } from '../../src/domain/format-date';
import { useApiClient } from '../../src/react/api-client-context';
import { useClasses } from '../../src/ui';
import { footerSheet } from './footer-styles';

/** Spec §2 footer: downloadable documents from the content system (collection 35). */
export function FooterDocuments() {
  const classes = useClasses(footerSheet);
  const client = useApiClient();
  const documents = useQuery({
    queryKey: contentKeys.collection(FOOTER_DOCUMENT_COLLECTION_ID),
    queryFn: () => fetchDocumentCollection(client, FOOTER_DOCUMENT_COLLECTION_ID),
    staleTime: 60 * 60_000,
  });

  if (documents.isPending) return <p className={classes.muted}>Loading documents…</p>;
  if (documents.isError) return <p className={classes.muted}>Our documents are unavailable right now.</p>;
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
