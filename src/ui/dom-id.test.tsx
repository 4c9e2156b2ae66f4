import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { claimBundlePrefix, useDomId } from './dom-id';

it('leaves the first bundle on a page its ids and gives every later one a prefix of its own', () => {
  const page = {};
  expect([claimBundlePrefix(page), claimBundlePrefix(page), claimBundlePrefix(page)]).toEqual([
    '',
    'b1-',
    'b2-',
  ]);
  expect(claimBundlePrefix({})).toBe('');
});

function Field({ explicit }: { explicit?: string }) {
  const id = useDomId(explicit);
  return <input aria-label={explicit ?? 'generated'} id={id} />;
}

it('makes ids a selector can use, unless one is given', () => {
  render(
    <>
      <Field />
      <Field explicit="given" />
    </>,
  );
  expect(screen.getByLabelText('generated').id).toMatch(/^fg-[a-zA-Z0-9_-]+$/);
  expect(screen.getByLabelText('given').id).toBe('given');
});
