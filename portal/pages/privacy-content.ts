import { COMPANY, type CompanyFacts, telephoneHref } from '../../src/config/company';
import type { LegalDocument } from './legal-document';

/** The privacy notice required by the Protection of Personal Information Act 4 of 2013 (POPIA), with the configured company facts. */
export function privacyDocument(facts: CompanyFacts): LegalDocument {
  return {
    title: 'Privacy notice',
    summary: `How ${COMPANY.name} collects, uses, shares and protects your personal information when you use this portal and our products, and the rights the Protection of Personal Information Act (POPIA) gives you.`,
    sections: [
      {
        id: 'responsible-party',
        heading: 'Who is responsible for your information',
        blocks: [
          `${COMPANY.name} is the responsible party for the personal information we process about you. Our Information Officer makes sure we comply with POPIA and is your contact for any privacy question or request.`,
          {
            details: [
              { term: 'Responsible party', value: `${COMPANY.name} (${facts.registeredName})` },
              {
                term: 'Information Officer',
                value: COMPANY.privacyEmail,
                href: `mailto:${COMPANY.privacyEmail}`,
              },
              {
                term: 'Telephone',
                value: facts.telephone,
                href: telephoneHref(facts.telephone),
              },
              { term: 'Physical address', value: facts.address },
            ],
          },
        ],
      },
      {
        id: 'collected',
        heading: 'What we collect',
        blocks: [
          {
            list: [
              'Identity details: your name, identity or passport number, date of birth, nationality and tax residence.',
              'Contact details: e-mail address, mobile number and postal and physical addresses.',
              'Financial details: bank account details, source of funds and income, and the products you hold with us.',
              'Verification documents you upload, such as a copy of your identity document and proof of address.',
              'For group schemes: employment details and, where cover requires it, beneficiaries and health information, which is special personal information.',
              'Your sign-in details, the requests you send us, your service ratings and our correspondence with you.',
              'Technical information: your device and browser type and the times you signed in, kept in our security logs.',
            ],
          },
          'Most of this comes from you. We also receive information from your employer or fund for group schemes, from your financial adviser, and from credit bureaux and identity-verification services where the law requires us to verify you.',
        ],
      },
      {
        id: 'purposes',
        heading: 'Why we use it',
        blocks: [
          {
            list: [
              'To verify your identity and meet our duties under the Financial Intelligence Centre Act (FICA) and tax laws, including FATCA and the Common Reporting Standard.',
              'To open, administer and pay out your investments, savings, retirement benefits and cover.',
              'To give you access to this portal and the app, and to keep your account secure.',
              'To answer your requests and complaints, and to improve our service from your ratings and feedback.',
              'To prevent, detect and investigate fraud and financial crime.',
              'To tell you about products that may interest you, only if you are a customer or have agreed to it. You can opt out of marketing at any time.',
            ],
          },
        ],
      },
      {
        id: 'lawful-basis',
        heading: 'Our lawful basis',
        blocks: [
          'Under section 11 of POPIA we process your personal information only when at least one of these applies:',
          {
            list: [
              'it is necessary to conclude or perform a contract with you, such as your investment or fund membership;',
              'the law requires it, for example FICA, FAIS, the Pension Funds Act and tax legislation;',
              'it protects your legitimate interests or ours, such as preventing fraud on your account;',
              'you have given consent, which you may withdraw at any time without affecting processing that has already taken place.',
            ],
          },
          'We process special personal information, such as health information, only with your consent or where POPIA otherwise allows it.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Who we share it with',
        blocks: [
          {
            list: [
              `Companies in the ${COMPANY.name} group that issue or administer your products.`,
              'Service providers (operators) who host, administer or support our systems under written agreements that require them to keep your information confidential and secure.',
              'Your employer, fund and its administrators for group schemes, and your financial adviser if you appointed one.',
              'Regulators and authorities when the law requires it, including the Financial Sector Conduct Authority, the Financial Intelligence Centre and the South African Revenue Service.',
            ],
          },
          'We do not sell your personal information.',
          'Some of our service providers store or process information outside South Africa. We transfer information across borders only where the recipient is bound by law, binding corporate rules or an agreement giving protection substantially similar to POPIA, or where you have consented, as section 72 of POPIA requires.',
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        blocks: [
          'We keep your information for as long as you hold products with us and afterwards for as long as the law requires or a legitimate purpose remains. FICA, for example, requires us to keep verification and transaction records for at least five years after our relationship ends. Then we delete or de-identify it.',
        ],
      },
      {
        id: 'security',
        heading: 'How we protect it',
        blocks: [
          'We use reasonable technical and organisational measures to protect your information: encrypted connections, access limited to the people who need it, multi-layered security monitoring, and regular testing of our systems. If we believe your information has been accessed without authority, we will notify you and the Information Regulator as POPIA requires.',
        ],
      },
      {
        id: 'browser-storage',
        heading: 'Cookies and browser storage',
        blocks: [
          'This portal does not set cookies. It uses your browser’s session storage only: to keep you signed in, to remember the workspace and page you chose, to keep a form you are completing, and to hold a random identifier for this browsing session that we send with contact requests to understand how people reach us.',
          'Session storage is cleared when you close the tab or window, and logging out clears what the portal stored. The group website may use cookies of its own; its own notice explains them.',
        ],
      },
      {
        id: 'rights',
        heading: 'Your rights',
        blocks: [
          'You have the right to:',
          {
            list: [
              'ask whether we hold personal information about you and request a copy of it, as set out in our PAIA manual;',
              'ask us to correct or delete information that is inaccurate, irrelevant, excessive, out of date, incomplete, misleading or unlawfully obtained;',
              'object to processing based on legitimate interests, and to direct marketing at any time;',
              'withdraw your consent where we rely on it;',
              'not be subject to a decision based solely on automated processing that significantly affects you;',
              'complain to the Information Regulator.',
            ],
          },
          `To use these rights, contact our Information Officer at ${COMPANY.privacyEmail}. We may ask you to prove your identity first, so that we never disclose your information to someone else.`,
        ],
      },
      {
        id: 'regulator',
        heading: 'The Information Regulator',
        blocks: [
          'If you are not satisfied with how we handle your personal information, you may complain to the Information Regulator (South Africa).',
          {
            details: [
              {
                term: 'Complaints',
                value: 'POPIAComplaints@inforegulator.org.za',
                href: 'mailto:POPIAComplaints@inforegulator.org.za',
              },
              {
                term: 'General enquiries',
                value: 'enquiries@inforegulator.org.za',
                href: 'mailto:enquiries@inforegulator.org.za',
              },
              { term: 'Website', value: 'www.inforegulator.org.za', href: 'https://inforegulator.org.za' },
            ],
          },
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this notice',
        blocks: [
          'We update this notice when our processing or the law changes. The version on this page is the one that applies.',
        ],
      },
    ],
  };
}
