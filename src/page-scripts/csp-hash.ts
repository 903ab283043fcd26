import { createHash } from 'node:crypto';

/** The hash a Content-Security-Policy allows inline code by: `sha256-…` of its text as written. */
export function cspHash(code: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(code).digest('base64')}`;
}
