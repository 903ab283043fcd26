/**
 * Sign-in by a code sent by email (requirement RELAY-CODE): the code, kept only as a keyed hash
 * with a hash of its address; the rule of its tries; and the credential the relay signs once a code
 * checks, which `/api/send` takes as it takes Google's (site-worker.ts). The secret
 * (`EMAIL_CODE_SECRET`) keys both the hash and the credential's signature and never leaves the
 * Worker. Pure but for Web Crypto: the code's Durable Object (objects.ts `SignInCode`) keeps the
 * state and asks here.
 */
import { SignJWT, errors, jwtVerify } from 'jose';
import { codeDigits, codeMinutes, codeSignInMinutes, codeTries } from '../src/forms/sign-in/code-limits';
import type { TokenCheck } from './google-token';

/** The issuer and audience of the relay's own credential: nothing but this relay signs or takes it. */
const codeIssuer = 'forms-relay:email-code';

/** Leeway for a clock a little ahead or behind, as for Google's. */
const clockToleranceSeconds = 60;

/** Far longer than the relay's own credential: anything longer is not read. */
const longestToken = 4096;

/** The hex SHA-256 of a text: what every key of the relay's Durable Objects is named by, never the text itself. */
export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** An address as a mailbox reads it: case and surrounding spaces aside. */
function mailbox(address: string): string {
  return address.trim().toLowerCase();
}

/** A hash of the address (never the address): what its code and its limit are kept under. */
export async function addressKey(address: string): Promise<string> {
  return sha256Hex(`email:${mailbox(address)}`);
}

/** A new code of `codeDigits` digits, every one equally likely, from the platform's random source. */
export function newCode(): string {
  const span = 10 ** codeDigits;
  // The largest multiple of `span` a 32-bit number reaches: beyond it some codes would come up more often.
  const fair = Math.floor(2 ** 32 / span) * span;
  const draw = new Uint32Array(1);
  do crypto.getRandomValues(draw);
  while ((draw[0] ?? fair) >= fair);
  return String((draw[0] ?? 0) % span).padStart(codeDigits, '0');
}

async function secretKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

/** The code as kept: keyed by the secret, so a copy of what is kept cannot be tried against every code. */
export async function codeHash(secret: string, key: string, code: string): Promise<string> {
  return hex(await crypto.subtle.sign('HMAC', await secretKey(secret, 'sign'), new TextEncoder().encode(`${key}:${code}`)));
}

/** A code as its Durable Object keeps it. */
export interface CodeState {
  hash: string;
  /** When it runs out (ms). */
  expiresAt: number;
  /** Tries left. */
  triesLeft: number;
}

/** A new code's state, sent `now`. */
export function codeState(hash: string, now: number): CodeState {
  return { hash, expiresAt: now + codeMinutes * 60_000, triesLeft: codeTries };
}

export type CodeOutcome =
  /** The code checks: it is gone, and the visitor is signed in. */
  | { outcome: 'signedIn' }
  /** Not the code: `left` tries remain (none: it is gone). */
  | { outcome: 'wrong'; left: number }
  /** No code to check: never sent, run out, used, or out of tries. */
  | { outcome: 'gone' };

/** A try of `hash` against the kept code `now`: the outcome, and what is kept after it (nothing once it is gone). */
export function tryCode(state: CodeState | undefined, hash: string, now: number): { outcome: CodeOutcome; kept?: CodeState } {
  if (state === undefined || state.expiresAt <= now || state.triesLeft <= 0) return { outcome: { outcome: 'gone' } };
  if (sameText(state.hash, hash)) return { outcome: { outcome: 'signedIn' } };
  const left = state.triesLeft - 1;
  return left > 0 ? { outcome: { outcome: 'wrong', left }, kept: { ...state, triesLeft: left } } : { outcome: { outcome: 'wrong', left } };
}

/** Compares two hashes of one length in a time that does not depend on where they differ. */
function sameText(one: string, other: string): boolean {
  if (one.length !== other.length) return false;
  let differs = 0;
  for (let index = 0; index < one.length; index += 1) differs |= one.charCodeAt(index) ^ other.charCodeAt(index);
  return differs === 0;
}

/** The relay's own credential for an address whose code checked, with the name the visitor gave. */
export async function signCodeCredential(secret: string, account: { email: string; name: string }, now: number): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ email: mailbox(account.email), email_verified: true, name: account.name })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(codeIssuer)
    .setAudience(codeIssuer)
    .setSubject(mailbox(account.email))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + codeSignInMinutes * 60)
    .sign(await secretKey(secret, 'sign'));
}

/** Whether a credential claims to be the relay's own (it is then never read as Google's). */
export function isCodeCredential(token: string): boolean {
  try {
    const [header] = token.split('.');
    const parsed: unknown = JSON.parse(atob((header ?? '').replace(/-/g, '+').replace(/_/g, '/')));
    return typeof parsed === 'object' && parsed !== null && (parsed as { alg?: unknown }).alg === 'HS256';
  } catch {
    return false;
  }
}

/**
 * The relay's own credential, checked: signed with this relay's secret (HS256 only), issued by it
 * and for it, not run out. `secret` is null when the code path is off: every such credential is then refused.
 */
export async function verifyCodeCredential(token: string, secret: string | null, now?: Date): Promise<TokenCheck> {
  if (secret === null) return { ok: false, reason: 'refused', detail: 'sign-in by code is off' };
  if (token.length === 0 || token.length > longestToken) return { ok: false, reason: 'refused', detail: 'no token, or far too long' };
  try {
    const { payload } = await jwtVerify(token, await secretKey(secret, 'verify'), {
      algorithms: ['HS256'],
      issuer: codeIssuer,
      audience: codeIssuer,
      clockTolerance: clockToleranceSeconds,
      requiredClaims: ['exp', 'iat', 'sub', 'email'],
      ...(now === undefined ? {} : { currentDate: now }),
    });
    const { sub, email, name } = payload;
    if (typeof sub !== 'string' || typeof email !== 'string' || sub !== email || email === '')
      return { ok: false, reason: 'refused', detail: 'no address' };
    return { ok: true, account: { provider: 'email', id: email, email, name: typeof name === 'string' ? name : '' } };
  } catch (error) {
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'refused', detail };
  }
}
