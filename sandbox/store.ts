import type { LinkTerms } from '../src/domain/link-terms';
import { accounts } from './fixtures/accounts';
import { holdings, taxFreeContributions } from './fixtures/holdings';
import { linkReferences } from './fixtures/links';
import { memberChoices } from './fixtures/member-choice';
import {
  bankDetails,
  contactDetails,
  documentVerifications,
  partyTaxNumbers,
  personalDetails,
  recentDocuments,
} from './fixtures/profile';
import { customerMenu, menus, workspaceOwners, workspaces } from './fixtures/workspaces';
import type { Holding, MemberChoice } from './model/dashboard';
import type {
  Account,
  BankDetail,
  ContactDetail,
  DocumentVerification,
  PartyTax,
  PersonalDetails,
} from './model/party';
import type { EmailRecord, Records } from './model/records';
import type { MenuItem, Workspace } from './model/workspace';
import { dotNetDate } from './support/format';
import { linkTokenDigest, newLinkToken } from './support/link-secret';

export interface PartyState {
  account: Account;
  personal: PersonalDetails;
  contacts: ContactDetail[];
  holdings: Holding[];
  memberChoice: MemberChoice | null;
  workspaceIds: number[];
  taxFreeContributions: number;
}

/** Bound to the username the client will send back, and to the party in case the username changes. */
interface RefreshGrant {
  partyId: string;
  username: string;
  /** The sign-in it continues, also the `sid` claim of that sign-in's access tokens. */
  sessionId: string;
  expiresAt: number;
}

interface ResetGrant {
  partyId: string;
  purpose: 'PasswordReset' | 'Activation';
  expiresAt: number;
  used: boolean;
}

export interface LinkState {
  id: string;
  reference: string;
  kind: 'SIReinvest' | 'TFSSwitch';
  /** The party it was e-mailed to. */
  partyId: string;
  expiresAt: number;
  /** A reinvestment link's terms (none for a switch link). */
  terms: LinkTerms | null;
  /**
   * SHA-256 over the link's binding and the token its e-mail carried (support/link-secret.ts): the
   * token itself is not kept with the link, only what proves a presented one.
   */
  tokenDigest: Buffer;
  /** The answer of its one confirmation; a second confirmation gets it again and records nothing. */
  outcome: { Reference: string; Status: string; Message: string } | null;
}

/** A refresh token already exchanged: when, and for which token. */
export interface RotatedRefreshToken {
  sessionId: string;
  expiresAt: number;
  /** When it was exchanged (the sandbox clock). */
  rotatedAt: number;
  /** The refresh token it was exchanged for. */
  successor: string;
}

export interface SandboxState {
  parties: Map<string, PartyState>;
  workspaces: Map<number, Workspace>;
  menus: Map<number, MenuItem>;
  bankDetails: BankDetail[];
  documents: DocumentVerification[];
  partyTax: PartyTax[];
  refreshTokens: Map<string, RefreshGrant>;
  /**
   * Refresh tokens already exchanged, by token, with their session: presenting one again is reuse
   * (RFC 9700 §4.14.2), and ends the whole session (its family of tokens), unless it comes within the
   * reuse grace period (routes/auth.ts) while its successor is still unused.
   */
  rotatedRefreshTokens: Map<string, RotatedRefreshToken>;
  /** Sessions ended by reuse: their access tokens are refused too, for the minutes they have left. */
  revokedSessions: Set<string>;
  resetTokens: Map<string, ResetGrant>;
  links: Map<string, LinkState>;
  emails: EmailRecord[];
  records: Records;
  sequence: number;
}

const DAY_MS = 86_400_000;

function emptyRecords(): Records {
  return {
    purchases: [],
    ratings: [],
    contactRequests: [],
    memberChoiceChanges: [],
    uploads: [],
    events: [],
    messageRequests: [],
    availabilityReminders: [],
    documentRequirements: [],
    profileUpdates: [],
    linkActions: [],
    signupSteps: [],
  };
}

function seed(now: number, linkTokens: ReadonlyMap<string, string>): SandboxState {
  const parties = new Map<string, PartyState>();
  for (const account of structuredClone(accounts)) {
    const personal = personalDetails.find((details) => details.PartyID === account.partyId);
    if (!personal) throw new Error(`Seed has no personal details for ${account.partyId}`);
    parties.set(account.partyId, {
      account,
      personal: structuredClone(personal),
      contacts: structuredClone(contactDetails[account.partyId] ?? []),
      holdings: structuredClone(holdings[account.partyId] ?? []),
      memberChoice: structuredClone(memberChoices[account.partyId] ?? null),
      workspaceIds: [...(workspaceOwners[account.partyId] ?? [])],
      taxFreeContributions: taxFreeContributions[account.partyId] ?? 0,
    });
  }
  return {
    parties,
    workspaces: new Map(structuredClone(workspaces).map((workspace) => [workspace.WorkspaceID, workspace])),
    menus: new Map(Object.entries(structuredClone(menus)).map(([id, menu]) => [Number(id), menu])),
    bankDetails: structuredClone(bankDetails),
    documents: [...structuredClone(documentVerifications), ...recentDocuments(now)],
    partyTax: structuredClone(partyTaxNumbers),
    refreshTokens: new Map(),
    rotatedRefreshTokens: new Map(),
    revokedSessions: new Set(),
    resetTokens: new Map(),
    links: new Map(
      linkReferences.map((link) => {
        const binding = {
          id: link.id,
          reference: link.reference,
          kind: link.kind,
          partyId: link.partyId,
          expiresAt: now + link.expiresInDays * DAY_MS,
          terms: link.terms ? { ...link.terms } : null,
        };
        const token = linkTokens.get(link.reference);
        if (token === undefined) throw new Error(`No token for the seed link ${link.reference}`);
        return [
          link.reference.toUpperCase(),
          { ...binding, tokenDigest: linkTokenDigest(binding, token), outcome: null },
        ];
      }),
    ),
    emails: [],
    records: emptyRecords(),
    sequence: 10_000,
  };
}

export interface NewParty {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  cellPhone: string;
  identityNumber: string;
  isIdentitySA: boolean;
  gender: 'F' | 'M' | '';
  dateOfBirth: string;
  allowMarketingConsent: boolean;
}

/** The in-memory database: seeded from the fixtures, mutated by the routes, back to the seed on reset(). */
export class SandboxStore {
  #state: SandboxState;
  /**
   * The tokens the seed links' e-mails carried: random for each sandbox (never fixed in the code), the
   * same after a reset, so a link read from the test controls keeps working.
   */
  readonly #linkTokens: ReadonlyMap<string, string> = new Map(
    linkReferences.map((link) => [link.reference, newLinkToken()]),
  );

  constructor(readonly now: () => number = Date.now) {
    this.#state = seed(now(), this.#linkTokens);
  }

  get state(): SandboxState {
    return this.#state;
  }

  reset(): void {
    this.#state = seed(this.now(), this.#linkTokens);
  }

  /** The token the e-mail of a seed link carried (what its customer's URL holds), by reference. */
  emailedLinkToken(reference: string): string | undefined {
    return this.#linkTokens.get(reference);
  }

  nextId(): number {
    this.#state.sequence += 1;
    return this.#state.sequence;
  }

  timestamp(): string {
    return dotNetDate(this.now());
  }

  party(partyId: string): PartyState | undefined {
    return this.#state.parties.get(partyId);
  }

  /** Ends the party's sessions other than `keepSessionId`: their refresh tokens stop working. */
  revokeRefreshTokens(partyId: string, keepSessionId?: string): void {
    for (const [token, grant] of this.#state.refreshTokens) {
      if (grant.partyId === partyId && grant.sessionId !== keepSessionId) {
        this.#state.refreshTokens.delete(token);
      }
    }
  }

  /** Remembers that `token` was exchanged (bounded: expired ones go first, then the oldest). */
  rotated(token: string, entry: RotatedRefreshToken): void {
    const rotated = this.#state.rotatedRefreshTokens;
    if (rotated.size >= 10_000) {
      for (const [old, kept] of rotated) if (kept.expiresAt <= this.now()) rotated.delete(old);
      const oldest = rotated.keys().next().value;
      if (rotated.size >= 10_000 && oldest !== undefined) rotated.delete(oldest);
    }
    rotated.set(token, entry);
  }

  /** Ends a session: every refresh token of its family stops working, and its access tokens too. */
  revokeSession(sessionId: string): void {
    for (const [token, grant] of this.#state.refreshTokens) {
      if (grant.sessionId === sessionId) this.#state.refreshTokens.delete(token);
    }
    this.#state.revokedSessions.add(sessionId);
  }

  partyByUsername(username: string): PartyState | undefined {
    const wanted = username.trim().toLowerCase();
    for (const party of this.#state.parties.values()) {
      if (party.account.username.toLowerCase() === wanted) return party;
    }
    return undefined;
  }

  partyByEmail(email: string): PartyState | undefined {
    const wanted = email.trim().toLowerCase();
    for (const party of this.#state.parties.values()) {
      if (
        party.account.emailAddress.toLowerCase() === wanted ||
        party.account.username.toLowerCase() === wanted
      ) {
        return party;
      }
    }
    return undefined;
  }

  partyByIdentityNumber(identityNumber: string): PartyState | undefined {
    for (const party of this.#state.parties.values()) {
      if (party.personal.IdentityNumber === identityNumber) return party;
    }
    return undefined;
  }

  /** A registered sign-up: an active customer with a personal workspace and no products. */
  createParty(input: NewParty): PartyState {
    const partyId = String(400_000 + this.nextId());
    const workspaceId = this.nextId();
    const fullName = `${input.firstName} ${input.lastName}`;
    const party: PartyState = {
      account: {
        partyId,
        username: input.username,
        password: input.password,
        emailAddress: input.username,
        fullName,
        shortName: input.firstName,
        clientName: 'FG Group',
        role: 'Customer',
        partyRoles: [
          { ID: Number(partyId), Name: 'Party', RoleType: 'Party', Hash: partyId.padStart(16, '0') },
        ],
        loginCount: 0,
        lastLoginDate: null,
        isActivated: true,
        referralCode: `${input.firstName
          .toUpperCase()
          .replace(/[^A-Z]/g, '')
          .slice(0, 6)}${partyId.slice(-3)}`,
        cellPhone: input.cellPhone,
      },
      personal: {
        PartyID: partyId,
        Title: '',
        Firstname: input.firstName,
        Surname: input.lastName,
        IdentityNumber: input.identityNumber,
        IsIdentitySA: input.isIdentitySA,
        Gender: input.gender,
        DateOfBirth: input.dateOfBirth,
        AllowMarketingConsent: input.allowMarketingConsent,
      },
      contacts: [
        { ContactFieldNameID: 9, ContactFieldName: 'Personal Email', FieldData: input.username },
        { ContactFieldNameID: 10, ContactFieldName: 'Personal Cellphone', FieldData: input.cellPhone },
      ],
      holdings: [],
      memberChoice: null,
      workspaceIds: [workspaceId],
      taxFreeContributions: 0,
    };
    this.#state.parties.set(partyId, party);
    this.#state.workspaces.set(workspaceId, {
      WorkspaceID: workspaceId,
      EntityID: Number(partyId),
      ClientType: { ClientTypeID: 1, Description: 'Customer', Code: 'CUSTOMER' },
      Description: `Personal portfolio of ${fullName}`,
      DisplayText: 'My Portfolio',
      IsDefault: true,
    });
    this.#state.menus.set(workspaceId, customerMenu(workspaceId));
    return party;
  }
}
