import { describe, expect, it } from 'vitest';
import {
  RETIREMENT_MEMBER_ID,
  RETIREMENT_PRODUCT_INSTANCE_ID,
  THANDI_PARTY_ID,
  THANDI_USERNAME,
} from './fixtures/ids';
import { testSandbox } from './testing/api-client';

const p = THANDI_PARTY_ID;

/** Every call of spec §7, with the spec's method, path and case. */
const SPEC_ENDPOINTS: [method: string, path: string][] = [
  ['POST', '/auth/connect/token'],
  ['POST', '/v4/api/partyauthentications/ResetPasswordRequested'],
  ['POST', '/v4/api/partyauthentications/ActivateByEmail'],
  ['POST', '/v5/api/Auth/InitiatePasswordReset'],
  ['POST', '/v5/api/Auth/ActivateByEmail'],
  ['POST', '/v5/api/Auth/CompletePasswordReset'],
  ['POST', '/v4/api/parties/signup'],
  ['POST', '/v4/api/parties/register'],
  ['GET', `/v4/api/parties/${p}/referenceCode?type=Mobile Referral`],
  ['GET', `/v4/api/parties/${p}/bankdetails/latest?masked=true`],
  ['PUT', `/v4/api/parties/${p}/partyemailaddress`],
  ['PUT', `/v4/api/parties/${p}/partypassword`],
  ['PUT', `/v4/api/parties/${p}/partyidentitynumber`],
  ['PUT', `/v4/api/parties/${p}/identitynumberautoupdate`],
  ['GET', `/v4/api/parties/${p}/validateidentitynumberfull/8804120123085`],
  ['GET', `/v4/api/parties/${p}/partypersonaldetails`],
  ['PUT', `/v4/api/parties/${p}/partypersonaldetails`],
  ['POST', `/v4/api/events/${p}?action=LoginAction`],
  ['POST', `/v4/api/parties/${p}/messagerequests?action=Help`],
  ['POST', `/v4/api/parties/${p}/availabilityreminders?deviceTypeId=1`],
  ['POST', `/v4/api/parties/${p}/createdocumentrequirementinstance`],
  ['GET', `/v3/api/Parties/${p}`],
  ['PUT', `/v3/api/Parties/${p}`],
  ['GET', `/v3/api/Parties/${p}/PartyContactDetails`],
  ['GET', `/v3/api/Parties/${p}/contactfields`],
  ['POST', `/v3/api/Parties/${p}/UpdatePartyContactDetails`],
  ['GET', `/v3/api/Parties/${p}/PartyBankDetails`],
  ['GET', `/v3/api/Parties/${p}/PartyAuthentication`],
  ['GET', `/v3/api/profile/${p}/PartyBankDetails`],
  ['POST', `/v3/api/profile/${p}/PartyBankDetails`],
  ['POST', `/v3/api/profile/${p}/AddPartyBankDetails`],
  ['PUT', `/v3/api/Profile/${p}/profile/password`],
  ['PUT', `/v3/api/Profile/${p}/profile/username`],
  ['GET', '/v3/api/banks/all'],
  ['GET', '/v3/api/BankBranches/filteredbycode/5/250655'],
  ['GET', '/v3/api/Signup/findbyusername/thandi@example.co.za/'],
  ['GET', `/V5/api/parties/${p}/PartyBankDetails/latest`],
  ['POST', `/V5/api/parties/${p}/PartyBankDetails`],
  ['PUT', `/V5/api/parties/${p}/PartyBankDetails/5102`],
  ['GET', `/v3/api/NebulaDashboard/${p}/1/products`],
  ['GET', `/v3/api/NebulaDashboard/${p}/summary/2`],
  ['GET', `/v3/api/NebulaDashboard/${p}/groupbalance/1`],
  ['GET', `/v3/api/NebulaDashboard/${p}/overview/100`],
  ['GET', `/v3/api/NebulaDashboard/${p}/products/wealth`],
  ['GET', `/v3/api/NebulaDashboard/${p}/detail/2/700101`],
  ['GET', '/v3/api/NebulaDashboard/Categories'],
  ['GET', '/v3/api/navigation/structure'],
  [
    'GET',
    `/v4/api/retirementinvestments/${RETIREMENT_PRODUCT_INSTANCE_ID}/member/${RETIREMENT_MEMBER_ID}/choices`,
  ],
  [
    'POST',
    `/v4/api/retirementinvestments/${RETIREMENT_PRODUCT_INSTANCE_ID}/member/${RETIREMENT_MEMBER_ID}/42`,
  ],
  ['GET', `/v5/api/Parties/${p}/workspaces`],
  ['GET', '/v5/api/workspaces/101/workspacemenuitems'],
  ['GET', `/v5/api/reports/12/entity/${p}`],
  ['GET', '/v5/api/ProductSubTypes/13/ProductSubTypeAttributes'],
  ['GET', '/v5/api/Lookups/SourceOfFunds'],
  ['GET', '/v5/api/Lookups/Countries'],
  ['GET', '/V5/api/countries'],
  ['GET', `/v3/api/Products/UnitTrust/eftdetails?partyId=${p}`],
  ['POST', `/v3/api/Fica/Upload/${p}`],
  ['GET', `/v3/api/Products/WillChannel/productMember/${p}`],
  ['POST', '/v4/api/buy/UnitTrust/'],
  ['POST', '/v4/api/buy/SecuredInvestment'],
  ['POST', '/v4/api/buy/TaxFreeInvestment'],
  ['POST', '/v3/api/SignUp/ContactMe'],
  ['POST', '/v4/api/UserResponse'],
  [
    'GET',
    '/v3/api/ExternalMessages/Link/SIReinvest?reference=SIR-2026-000153&id=9001&option=Reinvest&MatRate=9.21',
  ],
  ['GET', '/v4/api/referrals/SILinkExpiry?id=9001&reference=SIR-2026-000153'],
  ['GET', '/v3/api/ExternalMessages/Link/TFSSwitch?reference=TFS-2026-000042&switch=1'],
  ['POST', `/V5/api/FileUpload/UploadFiles/${p}`],
  ['GET', `/V5/api/DocumentVerification/party/${p}`],
  ['POST', '/V5/api/PartyTax'],
  ['GET', `/V5/api/PartyTax/${p}`],
  ['GET', '/cms/api/document-downloads-collections/35/?populate=Documents.Document'],
];

const ROUTE_MISSING = 'No HTTP resource was found that matches the request URI.';

describe('spec §7 coverage', () => {
  it(`routes all ${SPEC_ENDPOINTS.length} calls (an empty body may be refused, never unrouted)`, async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    const unrouted: string[] = [];
    for (const [method, path] of SPEC_ENDPOINTS) {
      const result = await api.call(method, path, { token, json: method === 'GET' ? undefined : {} });
      if (result.body?.ErrorDescription === ROUTE_MISSING) unrouted.push(`${method} ${path}`);
    }
    expect(unrouted).toEqual([]);
    expect(SPEC_ENDPOINTS).toHaveLength(72);
  });

  it('matches the version prefix in either case', async () => {
    const { api } = testSandbox();
    expect((await api.get('/V5/api/Lookups/SourceOfFunds')).status).toBe(200);
    expect((await api.get('/v5/api/countries')).status).toBe(200);
    expect((await api.get('/V3/API/banks/all')).status).toBe(401);
  });

  it('answers unknown paths with the .NET 404 envelope', async () => {
    const { api } = testSandbox();
    const { status, body } = await api.get('/v9/api/nothing');
    expect(status).toBe(404);
    expect(body).toEqual({ IsError: true, ErrorDescription: ROUTE_MISSING, StatusCode: 404 });
  });
});
