import { createLocalJWKSet, exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyGoogleToken } from './google-token';

const clientId = 'site.apps.googleusercontent.com';
const now = new Date(Date.UTC(2026, 10, 27, 12, 0, 0));
const seconds = Math.floor(now.getTime() / 1000);

let google: CryptoKey;
let stranger: CryptoKey;
let publicJwk: JWK;
let keys: ReturnType<typeof createLocalJWKSet>;

const claims = (): JWTPayload => ({
  iss: 'https://accounts.google.com',
  aud: clientId,
  sub: '110169484474386276334',
  email: 'ana@example.com',
  email_verified: true,
  name: 'Ana García',
  iat: seconds - 60,
  exp: seconds + 3540,
});

/** The claims without one of them. */
function without(name: string): JWTPayload {
  return Object.fromEntries(Object.entries(claims()).filter(([claim]) => claim !== name));
}

function signed(payload: JWTPayload, key: CryptoKey = google, kid = 'google-1'): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(key);
}

/** A token's middle part replaced: the claims changed after signing. */
function withClaims(token: string, payload: JWTPayload): string {
  const [header, , signature] = token.split('.');
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${header ?? ''}.${body}.${signature ?? ''}`;
}

beforeAll(async () => {
  ({ privateKey: google, publicKey: publicJwk } = await generateKeyPair('RS256').then(async (pair) => ({
    privateKey: pair.privateKey,
    publicKey: await exportJWK(pair.publicKey),
  })));
  ({ privateKey: stranger } = await generateKeyPair('RS256'));
  keys = createLocalJWKSet({ keys: [{ ...publicJwk, kid: 'google-1', alg: 'RS256', use: 'sig' }] });
});

describe('the sign-in, checked', () => {
  it('takes a token Google signed for this site, naming a verified address', async () => {
    expect(await verifyGoogleToken(await signed(claims()), keys, clientId, now)).toEqual({
      ok: true,
      account: { provider: 'google', id: '110169484474386276334', email: 'ana@example.com', name: 'Ana García' },
    });
  });

  it('takes the issuer written without https://, as Google sometimes writes it', async () => {
    const check = await verifyGoogleToken(await signed({ ...claims(), iss: 'accounts.google.com' }), keys, clientId, now);
    expect(check.ok).toBe(true);
  });

  const refused: [string, () => Promise<string>][] = [
    ['no token at all', () => Promise.resolve('')],
    ['not a token', () => Promise.resolve('not-a-valid-credential')],
    ['an unsigned token (alg: none)', () => Promise.resolve(new UnsecuredJWT(claims()).encode())],
    ['a token signed by another key under Google’s key id', async () => signed(claims(), stranger)],
    ['a token signed by a key Google does not publish', async () => signed(claims(), stranger, 'someone-else')],
    [
      'a token whose claims were changed after signing',
      async () => withClaims(await signed(claims()), { ...claims(), email: 'boss@example.com' }),
    ],
    ['a token issued for another site', async () => signed({ ...claims(), aud: 'another-site.apps.googleusercontent.com' })],
    ['a token issued by someone other than Google', async () => signed({ ...claims(), iss: 'https://accounts.example.com' })],
    ['a token with no account id', async () => signed(without('sub'))],
    ['a token with no email address', async () => signed(without('email'))],
    [
      'a token signed with HS256 and Google’s public key as the secret',
      async () =>
        new SignJWT(claims())
          .setProtectedHeader({ alg: 'HS256', kid: 'google-1' })
          .sign(new TextEncoder().encode(JSON.stringify(publicJwk))),
    ],
    ['a token far too long to be Google’s', async () => `${await signed(claims())}${'a'.repeat(9000)}`],
  ];
  for (const [what, make] of refused) {
    it(`refuses ${what}`, async () => {
      const check = await verifyGoogleToken(await make(), keys, clientId, now);
      expect(check).toMatchObject({ ok: false, reason: 'refused' });
    });
  }

  // Google's own token, for an address Google has not confirmed: told apart, so the visitor reads why.
  const unverified: [string, () => Promise<string>][] = [
    ['whose address is not verified', async () => signed({ ...claims(), email_verified: false })],
    ['that does not say whether its address is verified', async () => signed(without('email_verified'))],
    ['that says "true" as text', async () => signed({ ...claims(), email_verified: 'true' })],
  ];
  for (const [what, make] of unverified) {
    it(`refuses a token ${what}, as an address Google has not confirmed`, async () => {
      const check = await verifyGoogleToken(await make(), keys, clientId, now);
      expect(check).toMatchObject({ ok: false, reason: 'unverified' });
    });
  }

  it('says a good token that ran out more than a minute ago has run out: signing in again mends it', async () => {
    const check = await verifyGoogleToken(await signed({ ...claims(), iat: seconds - 7200, exp: seconds - 61 }), keys, clientId, now);
    expect(check).toMatchObject({ ok: false, reason: 'expired' });
  });

  it('says the keys could not be had, rather than that the token is bad, when fetching them fails', async () => {
    const unreachable = () => Promise.reject(new TypeError('fetch failed'));
    const check = await verifyGoogleToken(await signed(claims()), unreachable, clientId, now);
    expect(check).toMatchObject({ ok: false, reason: 'keysUnavailable' });
  });
});
