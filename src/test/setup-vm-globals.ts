import { webcrypto } from 'node:crypto';
import { BroadcastChannel } from 'node:worker_threads';

// The DOM projects run each file in a VM context of its own (pool 'vmThreads'), whose global object is
// happy-dom's window: Node's own web globals that happy-dom lacks are not in it. msw and the tab sync
// need BroadcastChannel; the sandbox's token signing checks its keys against CryptoKey.
globalThis.BroadcastChannel ??= BroadcastChannel as unknown as typeof globalThis.BroadcastChannel;
// Node 20 does not export the CryptoKey class itself: a key's constructor is it.
const aKey = await webcrypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
globalThis.CryptoKey ??= aKey.constructor as typeof globalThis.CryptoKey;
