import { describe, expect, it } from 'vitest';
import { hasBuyButton, hasSummaryTable } from './navigation';

describe('navigation ids', () => {
  it('tells which wealth items show a summary table', () => {
    for (const id of [2, 86, 110, 132, 139]) expect(hasSummaryTable(id)).toBe(true);
    for (const id of [1, 14, 29, 99]) expect(hasSummaryTable(id)).toBe(false);
  });

  it('tells which wealth items carry a Buy button', () => {
    for (const id of [2, 86, 110]) expect(hasBuyButton(id)).toBe(true);
    for (const id of [132, 139, 14]) expect(hasBuyButton(id)).toBe(false);
  });
});
