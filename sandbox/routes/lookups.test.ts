import { describe, expect, it } from 'vitest';
import { SOUTH_AFRICA_COUNTRY_ID, THANDI_USERNAME } from '../fixtures/ids';
import { testSandbox } from '../testing/api-client';

/** A product attribute as the sandbox answers it: every value as text. */
interface ProductAttribute {
  Key: string;
  Value: string;
}

const KEYS = [
  'MinimumLumpSumInvestmentAmount',
  'MinimumMonthlyContributionInvestmentAmount',
  'ProductTypeID',
  'ProductSubTypeID',
  'ProductDescription',
  'NominalRate',
  'MaturityRate',
  'MDDUrl',
  'TermsAndConditionsUrl',
  'FicaRequirementsEmailAddress',
  'ContactEmailAddress',
  'BankDetails',
  'FundInfo',
  'MinimumInvestmentAmount',
  'FirstYearEffectiveRate',
  'FiveYearEffectiveRate',
  'DailyNavDate',
  'DisabledButtonText',
  'DisabledButtonInfoText',
  'CanPurchase',
  'TaxFreeContributionsRemaining',
  'TaxYearStart',
  'MaximumInvestmentAmount',
];

const asMap = (attributes: ProductAttribute[]) =>
  Object.fromEntries(attributes.map(({ Key, Value }) => [Key, Value]));

describe('lookups and product attributes (no token needed)', () => {
  it('serves every attribute key for the three sub-types, with the spec figures', async () => {
    const now = Date.parse('2026-06-15T10:00:00Z');
    const { api } = testSandbox({ now: () => now });
    for (const id of [13, 158, 116]) {
      const { status, body } = await api.get<ProductAttribute[]>(
        `/v5/api/ProductSubTypes/${id}/ProductSubTypeAttributes`,
      );
      expect(status).toBe(200);
      expect(body.map((attribute) => attribute.Key).sort()).toEqual([...KEYS].sort());
    }
    const secured = asMap(
      (await api.get<ProductAttribute[]>('/v5/api/ProductSubTypes/13/ProductSubTypeAttributes')).body,
    );
    expect(secured).toMatchObject({
      NominalRate: '7.5',
      MaturityRate: '9.21',
      MinimumInvestmentAmount: '5000',
      CanPurchase: '1',
    });
    expect(secured.MDDUrl).toBe('http://localhost/cms/uploads/secured-investment-mdd.pdf');
    const taxFree = asMap(
      (await api.get<ProductAttribute[]>('/v5/api/ProductSubTypes/158/ProductSubTypeAttributes')).body,
    );
    expect(taxFree).toMatchObject({
      NominalRate: '4.25',
      FirstYearEffectiveRate: '4.33',
      MinimumMonthlyContributionInvestmentAmount: '500',
      MinimumLumpSumInvestmentAmount: '5000',
      // June 2026 is in the 2026/27 tax year: R46 000 (Budget 2026).
      TaxFreeContributionsRemaining: '46000',
      TaxYearStart: '2026-03-01',
    });
    const unitTrust = asMap(
      (await api.get<ProductAttribute[]>('/v5/api/ProductSubTypes/116/ProductSubTypeAttributes')).body,
    );
    expect(JSON.parse(unitTrust.FundInfo ?? '[]')).toHaveLength(3);
    expect(unitTrust.DailyNavDate).toBe('2026-06-14');
  });

  it("uses the signed-in party's remaining tax-free allowance", async () => {
    const { api } = testSandbox({ now: () => Date.parse('2026-11-25T10:00:00Z') });
    const token = await api.tokenOf(THANDI_USERNAME);
    const { body } = await api.get<ProductAttribute[]>(
      '/v5/api/ProductSubTypes/158/ProductSubTypeAttributes',
      { token },
    );
    // R46 000 this tax year, R24 000 in already.
    expect(asMap(body).TaxFreeContributionsRemaining).toBe('22000');
  });

  it('answers 404 for an unknown sub-type', async () => {
    const { api } = testSandbox();
    const { status, body } = await api.get('/v5/api/ProductSubTypes/999/ProductSubTypeAttributes');
    expect(status).toBe(404);
    expect(body).toMatchObject({ IsError: true, StatusCode: 404 });
  });

  it('serves source of funds and both country lists', async () => {
    const { api } = testSandbox();
    const funds = await api.get<{ LookupValue: string }[]>('/v5/api/Lookups/SourceOfFunds');
    expect(funds.body.map((fund) => fund.LookupValue)).toEqual([
      'Savings',
      'Bonus',
      'Inheritance',
      'Salary',
      'Other',
    ]);
    const lookups = await api.get<{ LookupID: number; LookupValue: string }[]>('/v5/api/Lookups/Countries');
    expect(lookups.body).toContainEqual(
      expect.objectContaining({ LookupID: SOUTH_AFRICA_COUNTRY_ID, LookupValue: 'South Africa' }),
    );
    const countries = await api.get<unknown[]>('/V5/api/countries');
    expect(countries.body).toContainEqual({
      CountryID: SOUTH_AFRICA_COUNTRY_ID,
      Description: 'South Africa',
    });
  });
});
