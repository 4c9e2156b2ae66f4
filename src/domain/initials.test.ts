import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it.each([
    ['Thandi Nkosi', 'TN'],
    ['thandi nkosi', 'TN'],
    ['Thandi Zanele Nkosi', 'TZ'],
    ['  Pieter   van der Merwe ', 'PV'],
    ['Thandi', 'TH'],
    ['X', 'X'],
    ['Élise Ndlovu', 'ÉN'],
    ['(Pty) Holdings', 'PH'],
    ['Mary-Jane Watson', 'MW'],
  ])('%j → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('gives FG for a name containing the company name, in any case', () => {
    expect(initials('Fedgroup')).toBe('FG');
    expect(initials('Employee Benefits - FEDGROUP Life')).toBe('FG');
    expect(initials('MyFedgroup Portal')).toBe('FG');
  });

  it('gives FG for a name with the word FG, but not for FG inside a word', () => {
    expect(initials('FG Ventures')).toBe('FG');
    expect(initials('Impact fg')).toBe('FG');
    expect(initials('Alfgar Olsen')).toBe('AO');
  });

  it('gives TS for a name containing the trustees keyword', () => {
    expect(initials('Independent Trustees')).toBe('TS');
    expect(initials('Acme TRUSTEES (Pty) Ltd')).toBe('TS');
  });

  it('prefers FG when both keywords appear', () => {
    expect(initials('Fedgroup Trustees')).toBe('FG');
  });

  it('gives ? when there is nothing to take initials from', () => {
    expect(initials('')).toBe('?');
    expect(initials('   ')).toBe('?');
    expect(initials('- ()')).toBe('?');
    expect(initials(null)).toBe('?');
    expect(initials(undefined)).toBe('?');
  });
});
