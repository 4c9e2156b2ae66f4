import { describe, expect, it } from 'vitest';
import { ficaStatus, gettingStartedSteps } from './getting-started-steps';

const id = (Status: string) => ({ DocumentType: 'Identity Document', Status });
const residence = (Status: string) => ({ DocumentType: 'Proof of Residence', Status });
const hrefs = { documentsHref: '/docs', bankHref: '/bank', investHref: '/invest' };

describe('ficaStatus', () => {
  it('is To do while a required document is missing or only rejected', () => {
    expect(ficaStatus([])?.text).toBe('To do');
    expect(ficaStatus([id('Verified')])?.text).toBe('To do');
    expect(ficaStatus([id('Verified'), residence('Rejected')])?.text).toBe('To do');
  });

  it('is Checking while one is being checked, Done once both are verified', () => {
    expect(ficaStatus([id('Verified'), residence('Pending')])).toEqual({ tone: 'pending', text: 'Checking' });
    expect(ficaStatus([id('Verified'), residence('Verified')])).toEqual({ tone: 'done', text: 'Done' });
  });
});

describe('gettingStartedSteps', () => {
  it('lists the three first steps in order, each with the link that does it', () => {
    const steps = gettingStartedSteps({ documents: [], bankDetails: null, ...hrefs });
    expect(steps.map((step) => [step.title, step.status?.text, step.action.label, step.action.href])).toEqual(
      [
        ['Verify your ID (FICA documents)', 'To do', 'Upload your documents', '/docs'],
        ['Add your bank account', 'To do', 'Add bank details', '/bank'],
        ['Make your first investment', 'To do', 'Choose an investment', '/invest'],
      ],
    );
  });

  it('marks bank details on record done, and shows no status while a call is still on its way', () => {
    const known = gettingStartedSteps({
      documents: undefined,
      bankDetails: { AccountNumber: '1' },
      ...hrefs,
    });
    expect(known[0]?.status).toBeUndefined();
    expect(known[1]?.status).toEqual({ tone: 'done', text: 'Done' });
    expect(
      gettingStartedSteps({ documents: [], bankDetails: undefined, ...hrefs })[1]?.status,
    ).toBeUndefined();
  });
});
