export type { StepOutcome, WizardDefinition, WizardStep } from './definition';
export { createDraftStore, type DraftStore, draftKey, type WizardRun } from './draft-store';
export {
  activeSteps,
  back,
  currentStep,
  type FieldErrors,
  goTo,
  isStepValid,
  next,
  START,
  type SubmitResult,
  stepErrors,
  stepSchema,
  submit,
  type WizardPosition,
} from './machine';
