import * as z from 'zod/mini';
import type { WizardDefinition } from '../definition';

/** A three-step wizard for the engine's tests: a name, a password, and a question only adults get. */
// A type rather than an interface, so it fits the forms' Record<string, unknown>.
export type ExampleDraft = {
  name: string;
  password: string;
  adult: boolean;
  drink: string;
};

export const exampleWizard: WizardDefinition<ExampleDraft> = {
  id: 'example',
  initialDraft: () => ({ name: '', password: '', adult: false, drink: '' }),
  steps: [
    {
      id: 'name',
      title: 'Your name',
      schema: z.object({ name: z.string().check(z.minLength(1, 'Please enter your name')) }),
    },
    {
      id: 'password',
      title: 'Password',
      schema: z.object({ password: z.string().check(z.minLength(8, 'Use at least 8 characters')) }),
    },
    {
      id: 'drink',
      title: 'A drink',
      schema: z.object({ drink: z.string().check(z.minLength(1, 'Please choose a drink')) }),
      skip: (draft) => !draft.adult,
    },
  ],
  // The password is never stored.
  storedDraft: z.object({ name: z.string(), adult: z.boolean(), drink: z.string() }),
};
