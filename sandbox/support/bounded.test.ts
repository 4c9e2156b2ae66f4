import { describe, expect, it } from 'vitest';
import { testSandbox } from '../testing/api-client';
import { appendBounded, MAX_KEPT } from './bounded';

describe('appendBounded', () => {
  it('keeps the newest `max` items', () => {
    const list = [1, 2, 3];
    appendBounded(list, 4, 3);
    expect(list).toEqual([2, 3, 4]);
  });

  it('keeps the stores filled without a token flat', async () => {
    const { api, sandbox } = testSandbox();
    const { records } = sandbox.store.state;
    await api.post('/v3/api/SignUp/ContactMe', { json: { ContactNo: '0821234567' } });
    const [first] = records.contactRequests;
    if (!first) throw new Error('No contact request stored');
    records.contactRequests.push(...Array.from({ length: MAX_KEPT - 1 }, () => ({ ...first })));
    const answer = await api.post('/v3/api/SignUp/ContactMe', { json: { ContactNo: '0831112222' } });
    expect(answer.status).toBe(200);
    expect(records.contactRequests).toHaveLength(MAX_KEPT);
    expect(records.contactRequests.at(-1)).toMatchObject({ ContactNo: '0831112222' });
  });
});
