import { execFileSync } from 'node:child_process';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeDigits, codeMinutes, codeSignInMinutes, codeTries, codesKeptForAnAddress } from '../src/forms/sign-in/code-limits';
import {
  codeHash,
  codeState,
  isCodeCredential,
  mailboxOf,
  newCode,
  newTicket,
  normalAddress,
  signCodeCredential,
  strongSecret,
  ticketPattern,
  tryCode,
  verifyCodeCredential,
  withCode,
} from './sign-in-code';

/** As `openssl rand -base64 32` makes one. */
const secret = 'Gq7kP2vX9mR4tLw1ZbN8cJ6yHs3eDf0AuTiKoVnMxEQ=';
const start = Date.UTC(2026, 10, 29, 15, 0, 0);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a sign-in code', () => {
  it(`is ${String(codeDigits)} digits from the platform's random source, a draw that would favour some codes drawn again`, () => {
    const draws = [0xffffffff, 123_456];
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      (array as unknown as Uint32Array)[0] = draws.shift() ?? 0;
      return array;
    });
    expect(newCode()).toBe('123456');
    expect(draws).toEqual([]);
    vi.restoreAllMocks();
    expect(newCode()).toMatch(new RegExp(`^\\d{${String(codeDigits)}}$`));
  });

  it('is kept as a hash keyed by the secret and the address, never as itself', async () => {
    const hash = await codeHash(secret, 'address-key', '123456');
    expect(hash).not.toContain('123456');
    expect(await codeHash(secret, 'another-address', '123456')).not.toBe(hash);
    expect(await codeHash(`${secret}!`, 'address-key', '123456')).not.toBe(hash);
  });

  it(`signs in once, takes ${String(codeTries)} tries, and is gone after ${String(codeMinutes)} minutes`, async () => {
    const right = await codeHash(secret, 'key', '123456');
    const wrong = await codeHash(secret, 'key', '654321');
    expect(tryCode(codeState(right, start), right, start)).toEqual({ outcome: { outcome: 'signedIn' } });
    let state: ReturnType<typeof codeState> | undefined = codeState(right, start);
    const lefts: number[] = [];
    for (let index = 0; index < codeTries; index += 1) {
      const tried = tryCode(state, wrong, start);
      if (tried.outcome.outcome === 'wrong') lefts.push(tried.outcome.left);
      state = tried.kept;
    }
    expect(lefts).toEqual(Array.from({ length: codeTries }, (_, index) => codeTries - 1 - index));
    // Out of tries, the right code no longer signs in.
    expect(tryCode(state, right, start).outcome).toEqual({ outcome: 'gone' });
    const end = start + codeMinutes * 60_000;
    expect(tryCode(codeState(right, start), right, end - 1).outcome).toEqual({ outcome: 'signedIn' });
    expect(tryCode(codeState(right, start), right, end).outcome).toEqual({ outcome: 'gone' });
  });
});

describe('an address, in its one normal form', () => {
  it('is what shows, composed and in lower case, or nothing where something unseen is inside it', () => {
    expect(normalAddress(' Ana@Example.COM\r\n\u0000')).toBe('ana@example.com');
    expect(normalAddress('\u212Aate@example.org')).toBe('kate@example.org');
    expect(normalAddress('ka\u200Bte@example.org')).toBeNull();
    expect(normalAddress('kate@exa mple.org')).toBeNull();
    expect(normalAddress('kate@')).toBeNull();
  });

  it('reaches one mailbox whatever dots and +tags a provider ignores', () => {
    expect(mailboxOf('rosa.diaz+rides@gmail.com')).toBe('rosadiaz@gmail.com');
    expect(mailboxOf('rosa.diaz@googlemail.com')).toBe('rosadiaz@gmail.com');
    expect(mailboxOf('rosa+rides@outlook.com')).toBe('rosa@outlook.com');
    // Elsewhere a dot or a plus may be part of the name: the address is its own mailbox.
    expect(mailboxOf('rosa.diaz+rides@example.org')).toBe('rosa.diaz+rides@example.org');
  });
});

describe('a code, bound to the browser that asked', () => {
  it('comes with a ticket of 256 random bits', () => {
    expect(newTicket()).toMatch(ticketPattern);
    expect(newTicket()).not.toBe(newTicket());
  });

  it(`keeps each browser's code apart, ${String(codesKeptForAnAddress)} at most, those run out forgotten`, async () => {
    const [one, other] = [await codeHash(secret, 'key', '111111'), await codeHash(secret, 'key', '222222')];
    let codes = withCode(undefined, 'ticket-one', codeState(one, start), start);
    codes = withCode(codes, 'ticket-other', codeState(other, start), start);
    expect(Object.keys(codes)).toEqual(['ticket-one', 'ticket-other']);
    for (let index = 0; index < codesKeptForAnAddress; index += 1)
      codes = withCode(codes, `more-${String(index)}`, codeState(other, start + index + 1), start + index + 1);
    expect(Object.keys(codes)).toHaveLength(codesKeptForAnAddress);
    expect(codes['ticket-one']).toBeUndefined();
    const later = start + codeMinutes * 60_000 + codesKeptForAnAddress + 1;
    expect(Object.keys(withCode(codes, 'late', codeState(one, later), later))).toEqual(['late']);
  });
});

describe("the relay's secret", () => {
  it('is taken as `openssl rand -base64 32` makes it, and as hex of 256 bits', () => {
    for (let index = 0; index < 5; index += 1)
      expect(strongSecret(execFileSync('openssl', ['rand', '-base64', '32'], { encoding: 'utf8' }))).toBe(true);
    expect(strongSecret(execFileSync('openssl', ['rand', '-hex', '32'], { encoding: 'utf8' }))).toBe(true);
  });

  it('is refused made up, or short of 256 bits', () => {
    for (const weak of [
      'local-stand-in-secret-for-sign-in-codes',
      'correct horse battery staple correct horse battery',
      'thisisthesecretpasswordforsigninbycodeemailsatthesite',
      'a'.repeat(64),
      'Gq7kP2vX9mR4tLw1ZbN8cJ6yHs3eDf0',
    ])
      expect(strongSecret(weak), weak).toBe(false);
  });
});

describe("the relay's own sign-in", () => {
  const account = { email: 'ana@example.com', name: 'Ana García' };

  it('names the address, as a mailbox reads it, and the name, and is taken until it runs out', async () => {
    const credential = await signCodeCredential(secret, account, start);
    expect(isCodeCredential(credential)).toBe(true);
    const during = new Date(start + (codeSignInMinutes - 1) * 60_000);
    expect(await verifyCodeCredential(credential, secret, during)).toEqual({
      ok: true,
      account: { provider: 'email', id: 'ana@example.com', email: 'ana@example.com', name: 'Ana García' },
    });
    const after = new Date(start + (codeSignInMinutes + 2) * 60_000);
    expect(await verifyCodeCredential(credential, secret, after)).toMatchObject({
      ok: false,
      reason: 'codeLapsed',
      detail: 'it has run out',
    });
  });

  it('is refused altered, signed with another secret, unsigned, or while sign-in by code is off, asking alike to sign in again', async () => {
    const now = new Date(start);
    const credential = await signCodeCredential(secret, account, start);
    const [header, , signature] = credential.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ email: 'mallory@example.com', sub: 'mallory@example.com', iat: start / 1000, exp: start / 1000 + 3600 }),
    ).toString('base64url');
    const forged = [
      `${header ?? ''}.${otherPayload}.${signature ?? ''}`,
      await signCodeCredential('Zr5mK8qT1vB4nW7xC0pL3sH6jF9dG2aEyUiOoYtRe1A=', account, start),
      new UnsecuredJWT({ email: 'ana@example.com' })
        .setSubject('ana@example.com')
        .setIssuedAt(start / 1000)
        .encode(),
      // Signed with the right secret, but not issued by the relay for itself.
      await new SignJWT({ email: 'ana@example.com' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('ana@example.com')
        .setIssuedAt(start / 1000)
        .setExpirationTime(start / 1000 + 3600)
        .sign(await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])),
    ];
    for (const token of forged) expect(await verifyCodeCredential(token, secret, now)).toMatchObject({ ok: false, reason: 'codeLapsed' });
    expect(await verifyCodeCredential(credential, null, now)).toMatchObject({ ok: false, reason: 'codeLapsed' });
    // The log alone tells apart what it can.
    const details = await Promise.all(
      forged.slice(0, 2).map(async (token) => (await verifyCodeCredential(token, secret, now)) as { detail: string }),
    );
    expect(details.map(({ detail }) => detail)).toEqual([
      'it was altered after the relay signed it',
      'it was signed with another secret (an earlier one?)',
    ]);
  });
});
