import { LegalDocumentView } from './legal-document';
import { TCF_DOCUMENT } from './treating-customers-fairly-content';

/** /treating-customers-fairly: the six TCF outcomes (spec §2 footer pages). */
export function TreatingCustomersFairlyPage() {
  return <LegalDocumentView document={TCF_DOCUMENT} />;
}
