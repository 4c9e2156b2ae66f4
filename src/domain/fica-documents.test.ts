import { describe, expect, it } from 'vitest';
import { missingFicaDocuments } from './fica-documents';

describe('missingFicaDocuments', () => {
  it('needs an identity document and a proof of residence', () => {
    expect(missingFicaDocuments([])).toEqual(['Identity Document', 'Proof of Residence']);
  });

  it('counts a verified or a pending document as held, and a rejected one as missing', () => {
    expect(
      missingFicaDocuments([
        { DocumentType: 'Identity Document', Status: 'Verified' },
        { DocumentType: 'proof of residence', Status: 'Pending' },
      ]),
    ).toEqual([]);
    expect(
      missingFicaDocuments([
        { DocumentType: 'Identity Document', Status: 'Verified' },
        { DocumentType: 'Proof of Residence', Status: 'Rejected' },
        { DocumentType: 'Bank Statement', Status: 'Verified' },
      ]),
    ).toEqual(['Proof of Residence']);
  });
});
