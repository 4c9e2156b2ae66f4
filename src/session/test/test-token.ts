const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT with the claims the API issues, for tests of code that only reads tokens. */
export function testToken(claims: Record<string, unknown> = {}, expiresInSeconds = 900): string {
  const payload = {
    PartyId: '100234',
    Username: 'thandi@example.co.za',
    ClientName: 'Fedgroup',
    FullName: 'Thandi Mokoena',
    ShortName: 'Thandi',
    LoginCount: 3,
    role: 'Customer',
    PartyRoles: [{ ID: 1, Name: 'Party', RoleType: 'Party', Hash: 'a1' }],
    exp: Math.floor(Date.now() / 1000) + expiresInSeconds,
    ...claims,
  };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;
}
