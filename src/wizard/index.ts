export type { StepOutcome, WizardDefinition, WizardStep } from './definition';
export { createDraftStore, type WizardRun } from './draft-store';
export {
  activeSteps,
  back,
  currentStep,
  type FieldErrors,
  goTo,
  stepSchema,
  submit,
} from './machine';
