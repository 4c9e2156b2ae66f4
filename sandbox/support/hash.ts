import { createHash, randomBytes } from 'node:crypto';

function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function emailHash(email: string): string {
  return sha256Hex(email.trim().toLowerCase());
}

export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('hex');
}

export function toBase64Url(value: string): string {
  return Buffer.from(value, 'utf8').toString('base64url');
}
