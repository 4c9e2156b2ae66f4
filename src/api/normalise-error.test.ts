import { describe, expect, it } from 'vitest';
import { ERROR_TEXT } from './api-error';
import { errorFromResponse } from './normalise-error';

describe('errorFromResponse: server failures (spec §8)', () => {
  it.each([
    ['an empty JSON object', {}],
    ['JSON with a raw Message', { Message: 'An error has occurred.', ExceptionMessage: 'NullReference' }],
    ['JSON with an ErrorDescription but no IsError', { ErrorDescription: 'SqlException: timeout' }],
    ['a text body', 'System.NullReferenceException at Foo.Bar()'],
    ['no body', undefined],
  ])('gives a 5xx with %s the generic text, keeping its status and raw description', (_, body) => {
    const error = errorFromResponse(503, body);
    expect(error).toMatchObject({ status: 503, message: ERROR_TEXT.generic });
  });

  it('keeps the raw text as the description, for logs, never as the message', () => {
    const error = errorFromResponse(500, { Message: 'Stack trace here' });
    expect(error.message).toBe('Oops, something went wrong.');
    expect(error.description).toBe('Stack trace here');
  });

  it('still reads an HTML error page of a 5xx as "Error occurred"', () => {
    expect(errorFromResponse(502, '<html><body>Bad Gateway</body></html>').message).toBe(ERROR_TEXT.htmlPage);
  });

  it('shows the ErrorDescription of a 5xx IsError body', () => {
    const body = { IsError: true, ErrorDescription: 'Our systems are busy.', StatusCode: 503 };
    expect(errorFromResponse(503, body)).toMatchObject({ status: 503, message: 'Our systems are busy.' });
  });

  it('shows the ErrorDescription of a 4xx, with or without IsError', () => {
    expect(errorFromResponse(400, { ErrorDescription: 'Bad branch code' }).message).toBe('Bad branch code');
    expect(errorFromResponse(422, { IsError: true, ErrorDescription: 'Too young' }).message).toBe(
      'Too young',
    );
    expect(errorFromResponse(404, 'Branch not found').message).toBe('Branch not found');
  });

  it('gives a 500 whose StatusCode field says 400 without IsError the generic text', () => {
    // The HTTP status decides whether the server failed; the body cannot talk its raw text onto the screen.
    expect(errorFromResponse(500, { ErrorDescription: 'raw', StatusCode: 400 }).message).toBe(
      ERROR_TEXT.generic,
    );
  });
});
