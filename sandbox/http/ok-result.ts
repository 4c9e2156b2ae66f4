/** Body of a command that has no entity to hand back, in the API's own envelope. */
export interface OkResult {
  IsError: false;
  ErrorDescription: null;
  StatusCode: 200;
  Message: string;
}

export function okResult(message: string): OkResult {
  return { IsError: false, ErrorDescription: null, StatusCode: 200, Message: message };
}
