import { describe, expect, it } from 'vitest';
import { schemaErrors as errors } from '../../src/domain/test/schema-errors';
import { loginFormSchema } from './login-schema';

describe('loginFormSchema', () => {
  it('needs a username and a password', () => {
    expect(errors(loginFormSchema(), { username: '', password: '' })).toEqual({
      username: 'Please enter a valid email address',
      password: 'Please enter your password',
    });
    expect(errors(loginFormSchema(), {})).toEqual({
      username: 'Please enter a valid email address',
      password: 'Please enter your password',
    });
    expect(errors(loginFormSchema(), { username: '  ', password: 'x' })).toEqual({
      username: 'Please enter a valid email address',
    });
    expect(errors(loginFormSchema(), { username: 'thandi@example.co.za', password: 'x' })).toEqual({});
  });
});
