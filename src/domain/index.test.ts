import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nbsp } from '../test/nbsp';
import * as domain from './index';

const here = new URL('./', import.meta.url);
const modules = readdirSync(here).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

describe('src/domain', () => {
  it('re-exports every module from index.ts', () => {
    const index = readFileSync(new URL('index.ts', here), 'utf8');
    for (const file of modules.filter((name) => name !== 'index.ts')) {
      expect(index).toContain(`from './${file.replace(/\.ts$/, '')}'`);
    }
  });

  it('gives every module a test beside it', () => {
    const files = readdirSync(here);
    for (const file of modules) expect(files).toContain(file.replace(/\.ts$/, '.test.ts'));
  });

  it('exposes the main rules', () => {
    expect(domain.isValidSaIdNumber('8001015009087')).toBe(true);
    expect(domain.formatCurrency(-1234.5)).toBe(nbsp('R1 234.50'));
    expect(domain.buyRouteForCode('UNITTRUST')).toBe('/app/buy/unit-trust');
  });
});
