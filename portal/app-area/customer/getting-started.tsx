import { latestBankDetailsQuery } from '../../../src/api/bank-details';
import { documentsQuery } from '../../../src/api/documents';
import { useServerQuery } from '../../../src/react';
import { Card, makeStyles, space, useClasses } from '../../../src/ui';
import { formLayout } from '../../../src/ui/form-layout';
import { useLinkComponent } from '../../../src/ui/link-context';
import { StatusBadge } from '../../../src/ui/status-badge';
import { color, font } from '../../../src/ui/tokens';
import { editSectionPath } from '../profile/profile-text';
import { CUSTOMER_ROUTES } from './customer-routes';
import { gettingStartedSteps } from './getting-started-steps';

const styles = makeStyles(() => ({
  intro: { ...formLayout.text, margin: 0, marginBlockEnd: space[3] },
  steps: { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column' },
  step: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${space[1]} ${space[3]}`,
    paddingBlock: space[3],
    borderBlockEnd: `1px solid ${color.divider}`,
  },
  title: { flex: '1 1 14rem', fontWeight: 600 },
  link: { ...formLayout.link, fontSize: font.size },
}));

/**
 * The onboarding checklist a customer with nothing invested sees first on the home dashboard
 * (DESIGN.md §6 E): verify their ID, add a bank account, make the first investment, each with its
 * status from the API and the one link that does it.
 */
export function GettingStarted() {
  const classes = useClasses(styles);
  const Link = useLinkComponent();
  const documents = useServerQuery(documentsQuery());
  const bank = useServerQuery(latestBankDetailsQuery());
  const steps = gettingStartedSteps({
    documents: documents.data,
    bankDetails: bank.status === 'success' ? bank.data : undefined,
    documentsHref: editSectionPath('documents'),
    bankHref: editSectionPath('bank'),
    investHref: CUSTOMER_ROUTES.investments,
  });
  return (
    <Card title="Get started" headingLevel={2}>
      <p className={classes.intro}>Three steps, and your first investment can start.</p>
      <ol className={classes.steps}>
        {steps.map((step) => (
          <li key={step.title} className={classes.step}>
            <span className={classes.title}>{step.title}</span>
            {step.status && <StatusBadge tone={step.status.tone}>{step.status.text}</StatusBadge>}
            <Link className={classes.link} href={step.action.href}>
              {step.action.label}
            </Link>
          </li>
        ))}
      </ol>
    </Card>
  );
}
