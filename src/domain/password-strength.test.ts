import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { describeStrength, loadPasswordStrength, setPasswordProblems } from './password-strength';

const WEAK =
  'Your password is too weak. Please add a capital letter and a special character to strengthen it';
const FAIR =
  'Your password looks fair, but you might want to strengthen it with more capital letters or special characters';
const STRONG = 'Your password is strong';

describe('describeStrength', () => {
  it.each([
    [0, 'Weak', 0, WEAK],
    [1, 'Weak', 25, WEAK],
    [2, 'Fair', 50, FAIR],
    [3, 'Good', 75, STRONG],
    [4, 'Strong', 100, STRONG],
  ])('score %d → %s, %d%%', (score, label, percent, message) => {
    expect(describeStrength(score)).toEqual({ score, label, percent, message });
  });

  it('clamps scores outside 0–4', () => {
    expect(describeStrength(-1).score).toBe(0);
    expect(describeStrength(9).score).toBe(4);
    expect(describeStrength(2.9).score).toBe(2);
    expect(describeStrength(Number.NaN).score).toBe(0);
  });
});

const RULE = 'Password must contain lower and uppercase letters, a number and minimum of 8 chars';
const canSet = (password: string, confirmation: string, score: number) =>
  Object.keys(setPasswordProblems(password, confirmation, { score })).length === 0;

describe('setPasswordProblems', () => {
  it('needs matching entries and a score of at least 2', () => {
    expect(canSet('Tr1cky-Horse', 'Tr1cky-Horse', 2)).toBe(true);
    expect(canSet('Tr1cky-Horse', 'Tr1cky-Horse', 4)).toBe(true);
    expect(setPasswordProblems('Tr1cky-Horse', 'Tr1cky-Horse', { score: 1 })).toEqual({
      password: 'Please choose a stronger password: the advice under the strength meter says how',
    });
    expect(setPasswordProblems('Tr1cky-Horse', 'tr1cky-horse', { score: 4 })).toEqual({
      confirmation: 'Your password does not match',
    });
    expect(setPasswordProblems('', '', { score: 4 })).toEqual({
      password: 'Please enter a new password',
      confirmation: 'Please enter your new password again',
    });
  });

  it('needs the §5 rule too: a password the API would refuse is never allowed, whatever its score', () => {
    expect(setPasswordProblems('correct horse battery', 'correct horse battery', { score: 4 })).toEqual({
      password: RULE,
    });
    expect(canSet('Tr1cky', 'Tr1cky', 4)).toBe(false);
  });

  it('sets nothing it could not score: the meter still loading, or not loaded at all', () => {
    expect(setPasswordProblems('Tr1cky-Horse', 'Tr1cky-Horse', undefined).password).toBe(
      'Your password’s strength is still being checked. Please try again in a moment',
    );
    expect(setPasswordProblems('Tr1cky-Horse', 'Tr1cky-Horse', undefined, true).password).toBe(
      'The password strength check could not be loaded. Please refresh the page',
    );
  });
});

describe('the meter and the rule together, with the real zxcvbn', () => {
  it("refuses 'correct horse battery' (scores 4, breaks the rule) and 'Tr0ub4dour' (keeps the rule, scores 1)", async () => {
    const meter = await loadPasswordStrength();
    expect(meter('correct horse battery').score).toBe(4);
    expect(canSet('correct horse battery', 'correct horse battery', 4)).toBe(false);
    const troubadour = meter('Tr0ub4dour');
    expect(troubadour.score).toBe(1);
    expect(canSet('Tr0ub4dour', 'Tr0ub4dour', troubadour.score)).toBe(false);
    const accepted = meter('Tr0ub4dour&3');
    expect(accepted.score).toBeGreaterThanOrEqual(2);
    expect(canSet('Tr0ub4dour&3', 'Tr0ub4dour&3', accepted.score)).toBe(true);
  });
});

describe('loadPasswordStrength', () => {
  it('lazy-loads zxcvbn and scores passwords', async () => {
    const meter = await loadPasswordStrength();
    expect(meter('password')).toMatchObject({ score: 0, label: 'Weak', percent: 0, message: WEAK });
    const strong = meter('correct horse battery staple 42!');
    expect(strong.score).toBe(4);
    expect(strong.message).toBe(STRONG);
  });

  it('penalises the user inputs', async () => {
    const meter = await loadPasswordStrength();
    const password = 'thandinkosi1984';
    expect(meter(password, ['thandinkosi1984']).score).toBeLessThan(meter(password).score);
  });

  it('loads once', async () => {
    expect(loadPasswordStrength()).toBe(loadPasswordStrength());
    expect(await loadPasswordStrength()).toBe(await loadPasswordStrength());
  });
});

describe('zxcvbn loading', () => {
  it('is never a static import', () => {
    const source = readFileSync(new URL('./password-strength.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^import[^;]*['"]zxcvbn['"]/m);
    expect(source).toContain("import('zxcvbn')");
  });

  it('retries after a failed load', async () => {
    vi.resetModules();
    vi.doMock('zxcvbn', () => {
      throw new Error('offline');
    });
    const { loadPasswordStrength: load } = await import('./password-strength');
    await expect(load()).rejects.toThrow();
    vi.doUnmock('zxcvbn');
    vi.resetModules();
    const meter = await load();
    expect(meter('password').label).toBe('Weak');
  });
});
