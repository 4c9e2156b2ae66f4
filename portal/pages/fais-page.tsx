import { useCompanyFacts } from '../../src/react/widget-context';
import { faisDocument } from './fais-content';
import { LegalDocumentView } from './legal-document';

/** /fais: the FAIS disclosure (spec §2 footer pages). */
export function FaisPage() {
  return <LegalDocumentView document={faisDocument(useCompanyFacts())} />;
}
