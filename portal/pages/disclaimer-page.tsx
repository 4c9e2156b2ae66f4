import { DISCLAIMER_DOCUMENT } from './disclaimer-content';
import { LegalDocumentView } from './legal-document';

/** /disclaimer: the investment disclaimer (spec §2 footer pages). */
export function DisclaimerPage() {
  return <LegalDocumentView document={DISCLAIMER_DOCUMENT} />;
}
