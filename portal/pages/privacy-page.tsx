import { LegalDocumentView } from './legal-document';
import { PRIVACY_DOCUMENT } from './privacy-content';

/** /privacy: the POPIA privacy notice (spec §2 footer pages). */
export function PrivacyPage() {
  return <LegalDocumentView document={PRIVACY_DOCUMENT} />;
}
