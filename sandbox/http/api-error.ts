import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The .NET-style error body the real API sends with every failure. */
export interface ErrorBody {
  IsError: true;
  ErrorDescription: string;
  StatusCode: number;
}

export function errorBody(status: number, description: string): ErrorBody {
  return { IsError: true, ErrorDescription: description, StatusCode: status };
}

/** Thrown by handlers; the app's error handler turns it into an {@link ErrorBody} response. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly description: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
    this.name = 'ApiError';
  }

  body(): ErrorBody & Record<string, unknown> {
    return { ...errorBody(this.status, this.description), ...this.extra };
  }
}

export const badRequest = (description: string, extra?: Record<string, unknown>) =>
  new ApiError(400, description, extra);
export const notFound = (description: string) => new ApiError(404, description);
export const forbidden = (description = 'You are not allowed to access this resource.') =>
  new ApiError(403, description);
const DENIED = 'Authorization has been denied for this request.';

/** 401 with the challenge a bearer-protected .NET API sends; `expired` tells the client to refresh. */
export const unauthorized = (expired = false) =>
  new ApiError(
    401,
    DENIED,
    {},
    {
      'WWW-Authenticate': expired
        ? 'Bearer error="invalid_token", error_description="The token expired"'
        : 'Bearer',
    },
  );
