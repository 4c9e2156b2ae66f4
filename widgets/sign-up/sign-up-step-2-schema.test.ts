import { describe, expect, it } from 'vitest';
import { schemaErrors as errors } from '../../src/domain/test/schema-errors';
import { signUpStep2Schemas } from './sign-up-step-2-schema';

const schemas = signUpStep2Schemas();

describe('signUpStep2Schema', () => {
  const common = { AllowMarketingConsent: false, CellPhone: '082 555 1234', ReferralCode: '' };
  const passport = {
    ...common,
    identityType: 'passport',
    PassportNumber: 'A1234567',
    PassportCountryID: 12,
    PassportIssueDate: '2020-01-15',
    PassportExpiryDate: '2030-01-14',
  };

  it('accepts a valid SA identity number', () => {
    expect(errors(schemas.id, { ...common, identityType: 'id', IdNumber: '8001015009087' })).toEqual({});
  });

  it('rejects an SA identity number failing the full check', () => {
    expect(errors(schemas.id, { ...common, identityType: 'id', IdNumber: '8001015009086' })).toEqual({
      IdNumber: 'Please enter a valid ID number',
    });
  });

  it('checks cellphone and marketing consent', () => {
    expect(errors(schemas.id, { CellPhone: '123', identityType: 'id', IdNumber: '8001015009087' })).toEqual({
      AllowMarketingConsent: 'Please select an option for marketing consent',
      CellPhone: 'Please enter a valid cellphone number',
    });
  });

  it('accepts valid passport details', () => {
    expect(errors(schemas.passport, passport)).toEqual({});
    expect(errors(schemas.passport, { ...passport, PassportCountryID: '12' })).toEqual({});
  });

  it('needs every passport field', () => {
    expect(
      errors(schemas.passport, {
        ...common,
        identityType: 'passport',
        PassportNumber: '',
        PassportCountryID: 'Select Country',
        PassportIssueDate: '',
      }),
    ).toEqual({
      PassportNumber: 'Please enter a valid passport number',
      PassportCountryID: 'Please select passport country of issue',
      PassportIssueDate: 'Please select passport issue date',
      PassportExpiryDate: 'Please select passport expiry date',
    });
  });

  it('needs each date whole and real, as the day, month and year fields give it', () => {
    // DateField's value with the year not yet typed, and 31 February: no date, the field's own message.
    expect(errors(schemas.passport, { ...passport, PassportIssueDate: '-01-15' }).PassportIssueDate).toBe(
      'Please select passport issue date',
    );
    expect(errors(schemas.passport, { ...passport, PassportIssueDate: '2020-01-' }).PassportIssueDate).toBe(
      'Please select passport issue date',
    );
    expect(errors(schemas.passport, { ...passport, PassportExpiryDate: '2030-02-31' })).toEqual({
      PassportExpiryDate: 'Please select passport expiry date',
    });
  });

  it('needs the expiry after the issue date', () => {
    expect(errors(schemas.passport, { ...passport, PassportExpiryDate: '2020-01-15' })).toEqual({
      PassportExpiryDate: 'Please check the appropriate dates. Expiry date cannot be before issue date',
    });
  });
});
