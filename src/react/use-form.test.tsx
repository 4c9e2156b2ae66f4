import { act, renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import * as z from 'zod/mini';
import { useSchemaForm } from './use-form';

const schema = z.object({
  name: z.string().check(z.minLength(1, 'Please enter your name')),
  agreed: z.boolean(),
});

it('binds a text control to its field: name, value, error after a failed submit, and changes', () => {
  const { result } = renderHook(() => useSchemaForm(schema, { name: '', agreed: false }));
  expect(result.current.control('name')).toMatchObject({ name: 'name', value: '', error: undefined });

  act(() => {
    result.current.submit();
  });
  expect(result.current.control('name').error).toBe('Please enter your name');

  act(() => result.current.control('name').onChange({ target: { value: 'Thandi' } }));
  expect(result.current.values).toEqual({ name: 'Thandi', agreed: false });
  expect(result.current.control('name')).toMatchObject({ value: 'Thandi', error: undefined });
});

it('binds only text fields, as the type says', () => {
  const { result } = renderHook(() => useSchemaForm(schema, { name: '', agreed: false }));
  // @ts-expect-error: a boolean field cannot take a text control's value
  expect(result.current.control('agreed').value).toBe('false');
});
