import { describe, expect, it } from 'vitest';
import { schemaErrors as errors } from '../../src/domain/test/schema-errors';
import { forgotPasswordFormSchema } from './email-link-schema';

describe('forgotPasswordFormSchema', () => {
  it('needs a valid e-mail address', () => {
    expect(errors(forgotPasswordFormSchema(), { emailAddress: 'thandi@' })).toEqual({
      emailAddress: 'Please enter a valid email address',
    });
    expect(errors(forgotPasswordFormSchema(), { emailAddress: 'thandi@example.co.za' })).toEqual({});
  });
});
