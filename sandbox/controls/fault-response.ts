import { errorBody } from '../http/api-error';
import type { Fault } from './fault-registry';

const HTML_PAGE =
  '<!DOCTYPE html><html><head><title>Service Unavailable</title></head>' +
  '<body><h1>Server Error</h1><p>The service is temporarily unavailable.</p></body></html>';

/** A body cut off mid-way, as a proxy timing out half-way through a response leaves it. */
const MALFORMED_JSON = '{"IsError":false,"Data":[{"Key":"Value",';

export function faultResponse(fault: Fault): Response {
  if (fault.html) {
    return new Response(HTML_PAGE, {
      status: fault.status ?? 500,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  }
  if (fault.malformedJson) {
    return new Response(MALFORMED_JSON, {
      status: fault.status ?? 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  }
  const status = fault.status ?? 500;
  if (typeof fault.body === 'string') {
    return new Response(fault.body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const body = fault.body === undefined ? errorBody(status, 'An error has occurred.') : fault.body;
  return Response.json(body, { status });
}
