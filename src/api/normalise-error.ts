import { ApiError, CLIENT_STATUS, ERROR_TEXT, ERROR_TEXT_LIMIT } from './api-error';

const HTML_PAGE = /^\s*(<!doctype html|<html[\s>]|<head[\s>]|<body[\s>])/i;

/** Keeps a server message short and human: long ones and HTML pages never reach the screen. */
export function userFacingText(text: string | undefined, fallback: string = ERROR_TEXT.generic): string {
  const trimmed = text?.trim();
  if (!trimmed) return fallback;
  if (HTML_PAGE.test(trimmed)) return ERROR_TEXT.htmlPage;
  if (trimmed.length > ERROR_TEXT_LIMIT) return ERROR_TEXT.tooLong;
  return trimmed;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function firstString(record: Record<string, unknown>, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

const MESSAGE_KEYS = [
  'ErrorDescription',
  'error_description',
  'Message',
  'message',
  'DisplayMessage',
  'title',
];
const STATUS_KEYS = ['StatusCode', 'Status', 'status'];

/** True when a body is an error object by the API's own convention. */
export function isErrorBody(body: unknown): body is Record<string, unknown> {
  return isRecord(body) && body.IsError === true;
}

/**
 * The status of a response that failed (spec §8): the body's own status field when it is a failure's
 * (400 or more), else the HTTP status when it is one, else 500 (an IsError body that came with a 2xx).
 */
export function failureStatus(httpStatus: number, body: unknown): number {
  const statusField = isRecord(body)
    ? STATUS_KEYS.map((key) => body[key]).find((value) => typeof value === 'number')
    : undefined;
  const status = typeof statusField === 'number' && statusField >= 400 ? statusField : httpStatus;
  return status >= 400 ? status : CLIENT_STATUS.unhandled;
}

/**
 * Turns a response that failed (status >= 400, or an IsError body) into an ApiError (spec §7, §8):
 * object bodies give their ErrorDescription, text bodies become the description, HTML pages read
 * 'Error occurred', and anything without a message reads 'Oops, something went wrong.'. A server
 * failure (5xx) without IsError never shows the server's own text, only the generic one.
 */
export function errorFromResponse(httpStatus: number, body: unknown): ApiError {
  const status = failureStatus(httpStatus, body);
  if (isRecord(body)) {
    const description = firstString(body, MESSAGE_KEYS);
    return new ApiError({
      status,
      message: userFacingText(httpStatus < 500 || isErrorBody(body) ? description : undefined),
      description,
      body,
    });
  }
  const text = typeof body === 'string' ? body : undefined;
  return new ApiError({
    status,
    // An HTML page still reads 'Error occurred' (spec §8); any other text of a 5xx stays unseen.
    message: userFacingText(httpStatus < 500 || (text && HTML_PAGE.test(text)) ? text : undefined),
    description: text,
  });
}

/** A body that could not be parsed, or did not match its schema: spec §8 treats it as 501. */
export function parseError(description: string): ApiError {
  return new ApiError({ status: CLIENT_STATUS.network, message: ERROR_TEXT.generic, description });
}
