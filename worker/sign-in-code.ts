/**
 * Sign-in by a code sent by email (requirement RELAY-CODE): the address in its one normal form;
 * the code, kept only as a keyed hash, bound to the browser that asked for it by a ticket only that
 * browser holds; the rule of its tries; and the credential the relay signs once a code checks,
 * which `/api/send` takes as it takes Google's (site-worker.ts). The secret (`EMAIL_CODE_SECRET`,
 * at least 256 random bits) keys every hash and the credential's signature and never leaves the
 * Worker. Pure but for Web Crypto: the code's Durable Object (objects.ts `SignInCode`) keeps the
 * state and asks here.
 */
import { SignJWT, decodeProtectedHeader, errors, jwtVerify } from 'jose';
import { fieldChecks } from '../src/forms/fields/checks';
import { sendable } from '../src/forms/fields/text';
import { codeDigits, codeMinutes, codeSignInMinutes, codeTries, codesKeptForAnAddress } from '../src/forms/sign-in/code-limits';
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

/** Characters that draw nothing, or break a line: no address holds one inside it. */
const unseen = /[\s\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

/**
 * An address in its one normal form, as the relay checks, keys, mails and vouches for it: what
 * shows nothing at either end taken off (as every field is sent), Unicode's composed form (NFC:
 * the Kelvin sign is a K), lower case, and then the forms' own check; null for one that still holds
 * anything unseen, or fails the check.
 */
export function normalAddress(typed: string): string | null {
  const address = sendable(typed).normalize('NFC').toLowerCase();
  return unseen.test(address) || !fieldChecks.email(address) ? null : address;
}

/** Providers that deliver `name+tag@` to `name@`; the first two also ignore the dots of a name. */
const plusTags = [
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'fastmail.com',
  'proton.me',
  'protonmail.com',
];
const dotsIgnored = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address in normal form reaches, as its provider reads it: one mailbox, one key for
 * every limit, whatever dots and `+tags` are written where the provider ignores them.
 */
export function mailboxOf(address: string): string {
  const at = address.lastIndexOf('@');
  const [name, domain] = [address.slice(0, at), address.slice(at + 1)];
  if (!plusTags.includes(domain)) return address;
  const untagged = name.split('+')[0] ?? name;
  return dotsIgnored.has(domain) ? `${untagged.replaceAll('.', '')}@gmail.com` : `${untagged}@${domain}`;
}

async function secretKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

/** A text keyed by the secret: a copy of what is kept cannot be tried against every code, address or network. */
export async function keyedHash(secret: string, text: string): Promise<string> {
  return hex(await crypto.subtle.sign('HMAC', await secretKey(secret, 'sign'), new TextEncoder().encode(text)));
}

/** A mailbox's key (never the address): what its codes and its limits are kept under. */
export function addressKey(secret: string, mailbox: string): Promise<string> {
  return keyedHash(secret, `email:${mailbox}`);
}

/** A network address's key: keyed by the secret, so nobody can try every IPv4 address against it. */
export function networkKey(secret: string, network: string): Promise<string> {
  return keyedHash(secret, `network:${network}`);
}

/** The code as kept: keyed by the secret and the address. */
export function codeHash(secret: string, key: string, code: string): Promise<string> {
  return keyedHash(secret, `${key}:${code}`);
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

/** A new ticket, which only the browser that asked for a code holds: 256 random bits. */
export function newTicket(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Shaped like a ticket. */
export const ticketPattern = /^[\w-]{43}$/;

/** A code as its Durable Object keeps it, under its ticket's hash. */
export interface CodeState {
  hash: string;
  /** When it runs out (ms). */
  expiresAt: number;
  /** Tries left. */
  triesLeft: number;
}

/** An address's codes, by their tickets' hashes: each browser that asked has its own. */
export type AddressCodes = Record<string, CodeState>;

/** A new code's state, sent `now`. */
export function codeState(hash: string, now: number): CodeState {
  return { hash, expiresAt: now + codeMinutes * 60_000, triesLeft: codeTries };
}

/** The address's codes with one more, those run out forgotten and the oldest gone past `codesKeptForAnAddress`. */
export function withCode(codes: AddressCodes | undefined, ticketHash: string, state: CodeState, now: number): AddressCodes {
  const live = Object.entries(codes ?? {}).filter(([, kept]) => kept.expiresAt > now && kept.triesLeft > 0);
  const kept = [...live, [ticketHash, state] as const].sort(([, one], [, other]) => one.expiresAt - other.expiresAt);
  return Object.fromEntries(kept.slice(-codesKeptForAnAddress));
}

/** The address's codes but the one under `ticketHash`. */
export function withoutCode(codes: AddressCodes, ticketHash: string): AddressCodes {
  return Object.fromEntries(Object.entries(codes).filter(([kept]) => kept !== ticketHash));
}

export type CodeOutcome =
  /** The code checks: it is gone, and the visitor is signed in. */
  | { outcome: 'signedIn' }
  /** Not the code: `left` tries remain (none: it is gone). */
  | { outcome: 'wrong'; left: number }
  /** No code to check under this ticket: never sent to this browser, run out, used, or out of tries. */
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

/** The shortest secret: 256 bits, written in base64 (43 characters) or hex (64). */
const secretBits = 256;

/**
 * Whether a secret is what `openssl rand -base64 32` makes, or as strong: 256 bits or more written
 * in base64 or hex, of many distinct characters, never a phrase made up once, which a visitor's own
 * credential would let anyone guess offline.
 */
export function strongSecret(secret: string): boolean {
  const text = secret.trim();
  const distinct = new Set(text).size;
  if (/^[0-9a-f]+$/i.test(text)) return text.length * 4 >= secretBits && distinct >= 12;
  const base64 = /^[A-Za-z0-9+/_-]+={0,2}$/.test(text) && /[A-Z]/.test(text) && /[a-z]/.test(text) && /\d/.test(text);
  return base64 && text.replace(/=+$/, '').length * 6 >= secretBits && distinct >= 24;
}

/** The secret's own id in the credential's header, so the log can say a credential came from an earlier secret. */
async function secretId(secret: string): Promise<string> {
  return (await keyedHash(secret, 'credential-key-id')).slice(0, 12);
}

/** The relay's own credential for an address whose code checked, with the name the visitor gave. */
export async function signCodeCredential(secret: string, account: { email: string; name: string }, now: number): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ email: account.email, email_verified: true, name: account.name })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: await secretId(secret) })
    .setIssuer(codeIssuer)
    .setAudience(codeIssuer)
    .setSubject(account.email)
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

/** Why a credential of the relay's own failed, for the log: the visitor is told alike whatever it was. */
async function whyRefused(token: string, secret: string, error: unknown): Promise<string> {
  if (error instanceof errors.JWTExpired) return 'it has run out';
  if (error instanceof errors.JWSSignatureVerificationFailed) {
    let kid: unknown;
    try {
      kid = decodeProtectedHeader(token).kid;
    } catch {
      kid = undefined;
    }
    return kid === (await secretId(secret))
      ? 'it was altered after the relay signed it'
      : 'it was signed with another secret (an earlier one?)';
  }
  return `it is not the relay's (${error instanceof Error ? error.name : 'unreadable'})`;
}

/**
 * The relay's own credential, checked: signed with this relay's secret (HS256 only), issued by it
 * and for it, not run out, for an address in normal form. `secret` is null when the code path is
 * off. Every failure is `codeLapsed`, so the visitor is asked to sign in again whatever it was;
 * the log alone tells apart what it can (run out, another secret, altered).
 */
export async function verifyCodeCredential(token: string, secret: string | null, now?: Date): Promise<TokenCheck> {
  if (secret === null) return { ok: false, reason: 'codeLapsed', detail: 'sign-in by code is off' };
  if (token.length === 0 || token.length > longestToken) return { ok: false, reason: 'codeLapsed', detail: 'no token, or far too long' };
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
    if (typeof sub !== 'string' || typeof email !== 'string' || sub !== email || normalAddress(email) !== email)
      return { ok: false, reason: 'codeLapsed', detail: 'no address in normal form' };
    return { ok: true, account: { provider: 'email', id: mailboxOf(email), email, name: typeof name === 'string' ? name : '' } };
  } catch (error) {
    return { ok: false, reason: 'codeLapsed', detail: await whyRefused(token, secret, error) };
  }
}
