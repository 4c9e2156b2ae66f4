// What `<fg-rate-us>`'s first touch fetches, in one file (issue 49): the sending half, and the tag's own
// client (a plain one: its post carries no token), which its Send needs on the same touch.

export { lazyPlainClient } from '../../src/elements/plain-element-client';
export * from './send-rating';
