import { COMPANY, type CompanyFacts, telephoneHref } from '../../src/config/company';
import type { LegalDocument } from './legal-document';

/** The FAIS disclosure (FAIS Act 37 of 2002, General Code of Conduct), with the configured company facts. */
export function faisDocument(facts: CompanyFacts): LegalDocument {
  return {
    title: 'FAIS disclosure',
    summary: `The Financial Advisory and Intermediary Services Act requires ${COMPANY.name} to tell you who we are, how we are licensed, how we manage conflicts of interest and how to complain. Please read it before you take up a product with us.`,
    sections: [
      {
        id: 'provider',
        heading: 'The financial services provider',
        blocks: [
          {
            details: [
              { term: 'Trading name', value: COMPANY.name },
              { term: 'Registered name', value: facts.registeredName },
              { term: 'Company registration number', value: facts.registrationNumber },
              { term: 'FSP licence number', value: facts.fspNumber },
              { term: 'Physical address', value: facts.address },
              {
                term: 'Telephone',
                value: facts.telephone,
                href: telephoneHref(facts.telephone),
              },
              { term: 'Website', value: COMPANY.homeUrl, href: COMPANY.homeUrl },
            ],
          },
          'We are an authorised financial services provider (FSP) regulated by the Financial Sector Conduct Authority (FSCA). You can confirm our licence, and the categories it covers, on the FSCA register of financial services providers at www.fsca.co.za.',
        ],
      },
      {
        id: 'products',
        heading: 'Licence categories and products',
        blocks: [
          'Categories and subcategories on our licence:',
          { list: facts.licenceCategories },
          'Through this portal we render intermediary services, and where stated advice, for these financial products:',
          {
            list: [
              'Securities and instruments: debentures and securitised debt (our secured investments).',
              'Participatory interests in collective investment schemes (unit trusts), including tax-free unit trusts.',
              'Pension fund benefits and retail pension benefits (employee benefits and retirement funds).',
              'Long-term insurance, including group risk and funeral cover.',
            ],
          },
          'Buying a product online without speaking to a representative is an execution-only transaction: we give you the information you need, but we do not assess whether the product suits your circumstances.',
        ],
      },
      {
        id: 'key-individuals',
        heading: 'Key individuals and representatives',
        blocks: [
          'Our key individuals are:',
          {
            details: facts.keyIndividuals.map(({ name, role }) => ({ term: name, value: role })),
          },
          'Our key individuals manage and oversee the financial services we render. Our representatives meet the fit and proper requirements of honesty, integrity, competence and continuous professional development. Those who have not yet met every requirement work under supervision, and we will tell you when that is the case.',
          `${COMPANY.name} accepts responsibility for the financial services our representatives render within the course and scope of their employment. You may ask any representative for proof of their appointment and qualifications.`,
        ],
      },
      {
        id: 'compliance-officer',
        heading: 'Compliance officer',
        blocks: [
          {
            details: [
              { term: 'Compliance officer', value: facts.complianceOfficer },
              {
                term: 'E-mail',
                value: facts.complianceEmail,
                href: `mailto:${facts.complianceEmail}`,
              },
            ],
          },
          'Our compliance officer monitors how we meet our obligations under FAIS. You may contact them directly about any concern with how we render financial services.',
        ],
      },
      {
        id: 'cover',
        heading: 'Professional indemnity and fidelity cover',
        blocks: [
          // FAIS asks whether an FSP holds the cover (General Code of Conduct s4), not who insures it.
          'We hold professional indemnity and fidelity guarantee insurance, as FAIS requires of a financial services provider.',
        ],
      },
      {
        id: 'conflicts',
        heading: 'Conflicts of interest',
        blocks: [
          `Companies in the ${COMPANY.name} group issue and administer several of the products our representatives offer. This is a conflict of interest you should know about: we are both the provider you deal with and the supplier of the product.`,
          'We manage this and any other conflict through our conflict of interest management policy, which:',
          {
            list: [
              'identifies actual and potential conflicts and records how each is avoided or mitigated;',
              'allows our representatives to receive only the remuneration and financial interests FAIS permits, and never incentives to favour one product over another;',
              'requires us to disclose to you, before you buy, any remuneration or ownership interest that may influence a recommendation;',
              'is reviewed every year and applied by every employee and representative.',
            ],
          },
          'A copy of the policy is available on request from our compliance officer.',
        ],
      },
      {
        id: 'complaints',
        heading: 'How to complain',
        blocks: [
          'We want to hear when something has gone wrong. To complain:',
          {
            ordered: true,
            list: [
              `Write to us at ${COMPANY.complaintsEmail} or at our physical address. Tell us your name, identity or product number, what happened and what you would like us to do.`,
              'We acknowledge your complaint within two business days and give you a reference number and the name of the person handling it.',
              'We investigate fairly, keep you informed, and give you our decision in writing with the reasons for it. We aim to resolve every complaint within six weeks.',
              'If you are not satisfied with our decision, or we have not resolved your complaint within six weeks, you may refer it to the FAIS Ombud. You must do so within six months of our final response.',
            ],
          },
          {
            details: [
              {
                term: 'Complaints e-mail',
                value: COMPANY.complaintsEmail,
                href: `mailto:${COMPANY.complaintsEmail}`,
              },
              {
                term: 'Telephone',
                value: facts.telephone,
                href: telephoneHref(facts.telephone),
              },
            ],
          },
        ],
      },
      {
        id: 'ombud',
        heading: 'The FAIS Ombud',
        blocks: [
          'The Office of the Ombud for Financial Services Providers resolves complaints against financial services providers independently and free of charge.',
          {
            details: [
              { term: 'Telephone', value: '012 762 5000', href: 'tel:+27127625000' },
              { term: 'E-mail', value: 'info@faisombud.co.za', href: 'mailto:info@faisombud.co.za' },
              { term: 'Website', value: 'www.faisombud.co.za', href: 'https://www.faisombud.co.za' },
              { term: 'Postal address', value: 'PO Box 74571, Lynnwood Ridge, 0040' },
            ],
          },
          'Complaints about the administration of a retirement fund go to the Pension Funds Adjudicator (www.pfa.org.za), and disputes about a long-term insurance claim to the National Financial Ombud Scheme (www.nfosa.co.za).',
        ],
      },
    ],
  };
}
