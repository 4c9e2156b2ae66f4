import { useCompanyFacts } from '../../src/react/widget-context';
import { LegalDocumentView } from './legal-document';
import { privacyDocument } from './privacy-content';

/** /privacy: the POPIA privacy notice (spec §2 footer pages). */
export function PrivacyPage() {
  return <LegalDocumentView document={privacyDocument(useCompanyFacts())} />;
}
