import { SignJWT, UnsecuredJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeDigits, codeMinutes, codeSignInMinutes, codeTries } from '../src/forms/sign-in/code-limits';
import { codeHash, codeState, isCodeCredential, newCode, signCodeCredential, tryCode, verifyCodeCredential } from './sign-in-code';

const secret = 'a-secret-of-the-relay-thirty-two-characters';
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

describe("the relay's own sign-in", () => {
  const account = { email: ' Ana@Example.com ', name: 'Ana García' };

  it('names the address, as a mailbox reads it, and the name, and is taken until it runs out', async () => {
    const credential = await signCodeCredential(secret, account, start);
    expect(isCodeCredential(credential)).toBe(true);
    const during = new Date(start + (codeSignInMinutes - 1) * 60_000);
    expect(await verifyCodeCredential(credential, secret, during)).toEqual({
      ok: true,
      account: { provider: 'email', id: 'ana@example.com', email: 'ana@example.com', name: 'Ana García' },
    });
    const after = new Date(start + (codeSignInMinutes + 2) * 60_000);
    expect(await verifyCodeCredential(credential, secret, after)).toMatchObject({ ok: false, reason: 'expired' });
  });

  it('is refused altered, signed with another secret, unsigned, or while sign-in by code is off', async () => {
    const now = new Date(start);
    const credential = await signCodeCredential(secret, account, start);
    const [header, , signature] = credential.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ email: 'mallory@example.com', sub: 'mallory@example.com', iat: start / 1000, exp: start / 1000 + 3600 }),
    ).toString('base64url');
    const forged = [
      `${header ?? ''}.${otherPayload}.${signature ?? ''}`,
      await signCodeCredential('another-secret-of-thirty-two-characters', account, start),
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
    for (const token of forged) expect(await verifyCodeCredential(token, secret, now)).toMatchObject({ ok: false, reason: 'refused' });
    expect(await verifyCodeCredential(credential, null, now)).toMatchObject({ ok: false, reason: 'refused' });
  });
});
