export type { StepOutcome, WizardDefinition, WizardStep } from './definition';
export { createDraftStore, type WizardRun } from './draft-store';
export {
  activeSteps,
  back,
  currentStep,
  type FieldErrors,
  goTo,
  stepErrors,
  stepSchema,
  submit,
} from './machine';
