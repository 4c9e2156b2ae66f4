import { missingFicaDocuments, REQUIRED_FICA_DOCUMENTS } from '../../../src/domain/fica-documents';
import type { StatusTone } from '../../../src/ui/status-badge';

/** One step of a new customer's checklist: what to do, how far it is, and where to do it. */
export interface GettingStartedStep {
  title: string;
  /** Undefined while its status is still being read. */
  status: { tone: StatusTone; text: string } | undefined;
  action: { label: string; href: string };
}

const TO_DO = { tone: 'todo', text: 'To do' } as const;

/**
 * The FICA step's status from the documents we hold: To do while a required one is missing (or only
 * rejected), Checking while one is still being checked, Done once every required one is verified.
 * @internal
 */
export function ficaStatus(
  held: readonly { DocumentType: string; Status: string }[],
): GettingStartedStep['status'] {
  if (missingFicaDocuments(held).length > 0) return TO_DO;
  const verified = REQUIRED_FICA_DOCUMENTS.every((type) =>
    held.some(
      (document) =>
        document.DocumentType.trim().toLowerCase() === type.toLowerCase() && document.Status === 'Verified',
    ),
  );
  return verified ? { tone: 'done', text: 'Done' } : { tone: 'pending', text: 'Checking' };
}

/**
 * A new customer's first steps (DESIGN.md §6 E, review M9): verify who they are, add a bank account,
 * make the first investment. Each status comes from what the API says; the investment is to do, as the
 * checklist shows only while nothing is invested.
 */
export function gettingStartedSteps(input: {
  documents: readonly { DocumentType: string; Status: string }[] | undefined;
  /** The latest bank details: null when none are on record, undefined while unknown. */
  bankDetails: object | null | undefined;
  documentsHref: string;
  bankHref: string;
  investHref: string;
}): GettingStartedStep[] {
  return [
    {
      title: 'Verify your ID (FICA documents)',
      status: input.documents ? ficaStatus(input.documents) : undefined,
      action: { label: 'Upload your documents', href: input.documentsHref },
    },
    {
      title: 'Add your bank account',
      status:
        input.bankDetails === undefined
          ? undefined
          : input.bankDetails === null
            ? TO_DO
            : { tone: 'done', text: 'Done' },
      action: { label: 'Add bank details', href: input.bankHref },
    },
    {
      title: 'Make your first investment',
      status: TO_DO,
      action: { label: 'Choose an investment', href: input.investHref },
    },
  ];
}
