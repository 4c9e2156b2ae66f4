import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../test/memory-storage';
import { createDraftStore, draftKey, storedStep } from './draft-store';
import { exampleWizard } from './test/example-wizard';

const KEY = draftKey('example');

describe('createDraftStore', () => {
  it('keeps the step and the answers under fg.draft.<wizard>, never the password', () => {
    const storage = memoryStorage();
    const store = createDraftStore(exampleWizard, storage);
    store.persist();
    store.patch({ name: 'Thandi', password: 'Sandbox#2026' });
    store.move({ step: 1, done: false });
    expect(KEY).toBe('fg.draft.example');
    const stored = storage.getItem(KEY) ?? '';
    expect(JSON.parse(stored)).toEqual({
      version: 1,
      step: 1,
      draft: { name: 'Thandi', adult: false, drink: '' },
    });
    expect(stored).not.toContain('Sandbox#2026');
  });

  it('continues where the user was after a reload', () => {
    const storage = memoryStorage();
    const first = createDraftStore(exampleWizard, storage);
    const stop = first.persist();
    first.patch({ name: 'Thandi', adult: true });
    first.move({ step: 1, done: false });
    stop();
    first.patch({ name: 'not kept' });
    const again = createDraftStore(exampleWizard, storage);
    expect(again.restored).toBe(true);
    expect(again.run.position).toEqual({ step: 1, done: false });
    expect(again.run.draft).toEqual({ name: 'Thandi', password: '', adult: true, drink: '' });
  });

  it.each([
    ['corrupt JSON', '{"version":1,'],
    ['another version', JSON.stringify({ version: 2, step: 1, draft: {} })],
    ['a step that no longer exists', JSON.stringify({ version: 1, step: 9, draft: {} })],
    ['a draft of the wrong shape', JSON.stringify({ version: 1, step: 1, draft: { name: 42 } })],
  ])('drops %s and starts afresh, never a crash', (_, stored) => {
    const storage = memoryStorage();
    storage.setItem(KEY, stored);
    const store = createDraftStore(exampleWizard, storage);
    expect(store.restored).toBe(false);
    expect(store.run.position).toEqual({ step: 0, done: false });
    expect(store.run.draft).toEqual(exampleWizard.initialDraft());
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('stores nothing once cleared (completion, cancel, logout) or finished', () => {
    const storage = memoryStorage();
    const store = createDraftStore(exampleWizard, storage);
    store.persist();
    store.patch({ name: 'Thandi' });
    store.clear();
    expect(storage.getItem(KEY)).toBeNull();
    expect(store.run.draft.name).toBe('');
    store.patch({ name: 'Sipho' });
    store.move({ step: 1, done: true });
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('works in memory when the page may not use storage', () => {
    const store = createDraftStore(exampleWizard, null);
    store.patch({ name: 'Thandi' });
    expect(store.run.draft.name).toBe('Thandi');
  });
});

describe('storedStep', () => {
  it('reads the step a stored run was on without its definition, 0 for none or an unreadable one', () => {
    const storage = memoryStorage();
    expect(storedStep('example', storage)).toBe(0);
    storage.setItem(draftKey('example'), JSON.stringify({ version: 1, step: 3, draft: {} }));
    expect(storedStep('example', storage)).toBe(3);
    storage.setItem(draftKey('example'), '{not json');
    expect(storedStep('example', storage)).toBe(0);
    storage.setItem(draftKey('example'), JSON.stringify({ step: 'two' }));
    expect(storedStep('example', storage)).toBe(0);
    expect(storedStep('example', null)).toBe(0);
  });
});
