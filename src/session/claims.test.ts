import { describe, expect, it } from 'vitest';
import { decodeToken } from './claims';
import { testToken } from './test/test-token';

describe('decodeToken', () => {
  it('reads the user from the claims and the expiry from exp', () => {
    const token = testToken({ exp: 2_000_000_000 });
    expect(decodeToken(token)).toEqual({
      expiresAt: 2_000_000_000_000,
      user: {
        username: 'thandi@example.co.za',
        partyId: '100234',
        fullName: 'Thandi Mokoena',
        shortName: 'Thandi',
        partyRoles: [{ ID: 1, Name: 'Party', RoleType: 'Party', Hash: 'a1' }],
        loginCount: 3,
        clientName: 'Fedgroup',
        role: 'Customer',
      },
    });
  });

  it('accepts a numeric PartyId, party roles as a JSON string and a role list', () => {
    const decoded = decodeToken(
      testToken({
        PartyId: 42,
        role: ['Employee', 'Customer'],
        PartyRoles: JSON.stringify([
          { ID: '7', Name: 'Member', RoleType: 'ProductInstanceMember', Hash: 'h' },
        ]),
      }),
    );
    expect(decoded?.user.partyId).toBe('42');
    expect(decodeToken(testToken({ LoginCount: '3' }))?.user.loginCount).toBe(3);
    expect(decodeToken(testToken({ LoginCount: undefined }))?.user.loginCount).toBe(0);
    expect(decoded?.user.role).toBe('Employee');
    expect(decoded?.user.partyRoles).toEqual([
      { ID: 7, Name: 'Member', RoleType: 'ProductInstanceMember', Hash: 'h' },
    ]);
  });

  it('derives the short name from the full name, and both from the username when absent', () => {
    expect(decodeToken(testToken({ ShortName: undefined }))?.user.shortName).toBe('Thandi');
    const bare = decodeToken(testToken({ ShortName: undefined, FullName: undefined }))?.user;
    expect(bare?.fullName).toBe('thandi@example.co.za');
  });

  it.each([
    ['not a token', 'abc'],
    ['a token without a party', testToken({ PartyId: undefined })],
    ['a token without exp', testToken({ exp: undefined })],
    ['a party id with letters', testToken({ PartyId: '12ab' })],
    ['a negative party id', testToken({ PartyId: -4 })],
    ['a fractional party id', testToken({ PartyId: 4.5 })],
    ['a login count that is not a number', testToken({ LoginCount: 'often' })],
    ['a negative login count', testToken({ LoginCount: -1 })],
    ['a role list with something other than text', testToken({ role: ['Employee', 3] })],
    [
      'a party role id that is not a number',
      testToken({ PartyRoles: [{ ID: 'x', Name: 'M', RoleType: 'R', Hash: 'h' }] }),
    ],
  ])('returns null for %s', (_, token) => {
    expect(decodeToken(token)).toBeNull();
  });
});
