import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { memoryStorage } from '../test/memory-storage';
import { storedValue } from './stored-value';

const schema = z.object({ reference: z.string().check(z.minLength(1)) });

describe('storedValue', () => {
  it('reads back what it wrote, as JSON under its key, and forgets it when dropped', () => {
    const storage = memoryStorage();
    const kept = storedValue('fg.example', schema, storage);
    expect(kept.read()).toBeUndefined();
    kept.write({ reference: 'SI-1' });
    expect(storage.getItem('fg.example')).toBe('{"reference":"SI-1"}');
    expect(storedValue('fg.example', schema, storage).read()).toEqual({ reference: 'SI-1' });
    kept.drop();
    expect(kept.read()).toBeUndefined();
  });

  it.each([
    ['does not fit the schema', '{"reference":""}'],
    ['is not JSON', '{not json'],
  ])('reads nothing, and drops what is kept, when it %s', (_, raw) => {
    const storage = memoryStorage();
    storage.setItem('fg.example', raw);
    expect(storedValue('fg.example', schema, storage).read()).toBeUndefined();
    expect(storage.getItem('fg.example')).toBeNull();
  });

  it('never throws when there is no store, or the store refuses', () => {
    const none = storedValue('fg.example', schema, null);
    none.write({ reference: 'SI-1' });
    none.drop();
    expect(none.read()).toBeUndefined();

    const refusing = memoryStorage();
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    vi.spyOn(refusing, 'setItem').mockImplementation(refuse);
    vi.spyOn(refusing, 'getItem').mockImplementation(refuse);
    vi.spyOn(refusing, 'removeItem').mockImplementation(refuse);
    const kept = storedValue('fg.example', schema, refusing);
    expect(() => kept.write({ reference: 'SI-1' })).not.toThrow();
    expect(() => kept.drop()).not.toThrow();
    expect(kept.read()).toBeUndefined();
  });

  it('uses the tab’s sessionStorage unless given a store', () => {
    storedValue('fg.example', schema).write({ reference: 'SI-2' });
    expect(sessionStorage.getItem('fg.example')).toBe('{"reference":"SI-2"}');
    sessionStorage.clear();
  });
});
