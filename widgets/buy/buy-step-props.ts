import type { SchemaForm } from '../../src/react/use-form';
import type { Wizard } from '../../src/react/use-wizard';
import type { SharedBuyDraft } from './buy-draft';
import type { BuyContext } from './buy-wizard-definition';

/** What a shared step uses of any product's wizard: the shared answers, their controls and errors. */
export type SharedWizard = Pick<Wizard<SharedBuyDraft>, 'draft' | 'errors' | 'control' | 'goTo'> & {
  form: Pick<SchemaForm<SharedBuyDraft, unknown>, 'setValue'>;
};

/** What a shared step gets: the wizard and what the rules were built from. */
export interface SharedStepProps {
  wizard: SharedWizard;
  context: BuyContext;
}
