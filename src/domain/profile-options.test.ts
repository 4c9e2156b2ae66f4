import { describe, expect, it } from 'vitest';
import { HIDDEN_CONTACT_FIELD_NAME, SEX_OPTIONS, TITLE_OPTIONS } from './profile-options';

describe('profile options', () => {
  it('match the spec', () => {
    expect(TITLE_OPTIONS).toEqual([
      'Dr',
      'Mr',
      'Mrs',
      'Ms',
      'Rev',
      'Sister',
      'Sr',
      'To Be Advised',
      'Master',
      'Miss',
      'Prof',
      'Estate Late',
      'Judge',
      '',
    ]);
    expect(SEX_OPTIONS).toEqual([
      { value: 'F', label: 'Female' },
      { value: 'M', label: 'Male' },
    ]);
    expect(HIDDEN_CONTACT_FIELD_NAME).toBe('Expo Push');
  });
});
