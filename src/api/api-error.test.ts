import { describe, expect, it } from 'vitest';
import { ApiError, toFailure } from './api-error';

describe('toFailure', () => {
  it('keeps the message and status of an ApiError', () => {
    expect(toFailure(new ApiError({ status: 404, message: 'Unknown report 99.' }))).toEqual({
      message: 'Unknown report 99.',
      status: 404,
    });
  });

  it('reads anything else as the generic 500, never leaking its text', () => {
    expect(toFailure(new TypeError('x is undefined'))).toEqual({
      message: 'Oops, something went wrong.',
      status: 500,
    });
  });
});
