/**
 * The Google sign-in stand-in's credentials: read by jwt-decode 4 as the page reads Google's, and
 * trusted by the relay's own check (worker/google-token.ts) against the stand-in's published keys,
 * as Google's are against Google's.
 */
import { createLocalJWKSet } from 'jose';
import { jwtDecode } from 'jwt-decode';
import { describe, expect, it } from 'vitest';
import { verifyGoogleToken } from '../../worker/google-token.ts';
import { base64url, createClaims, subjectFor } from './credential.ts';
import { createGoogleSigner } from './signing.ts';

const clientId = 'local-stand-in.apps.googleusercontent.com';
const now = Date.UTC(2025, 0, 15, 12, 0, 0);
const signer = createGoogleSigner();

describe('the stand-in’s credentials', () => {
  it('are JWTs signed RS256 under the key id the key set publishes, carrying Google’s claims', async () => {
    const credential = await signer.sign({ clientId, name: 'Pat Example', email: 'pat@example.com', now });
    const header = jwtDecode<{ alg: string; kid: string }>(credential, { header: true });
    expect(header.alg).toBe('RS256');
    expect((await signer.keySet()).keys.map((key) => key.kid)).toEqual([header.kid]);
    expect(jwtDecode(credential)).toEqual({
      iss: 'https://accounts.google.com',
      aud: clientId,
      sub: subjectFor('pat@example.com'),
      email: 'pat@example.com',
      email_verified: true,
      name: 'Pat Example',
      given_name: 'Pat',
      family_name: 'Example',
      iat: now / 1000,
      exp: now / 1000 + 3600,
    });
  });

  it('pass the relay’s check against the published keys, and a credential signed by another stand-in does not', async () => {
    const keys = createLocalJWKSet(await signer.keySet());
    const credential = await signer.sign({ clientId, name: 'Pat Example', email: 'pat@example.com' });
    expect(await verifyGoogleToken(credential, keys, clientId)).toMatchObject({ ok: true, account: { email: 'pat@example.com' } });
    const another = await createGoogleSigner().sign({ clientId, name: 'Pat Example', email: 'pat@example.com' });
    expect(await verifyGoogleToken(another, keys, clientId)).toMatchObject({ ok: false, reason: 'refused' });
  });

  it.each([
    ['José Núñez', 'José', 'Núñez'],
    ['Zoë Ångström-Ørsted', 'Zoë', 'Ångström-Ørsted'],
    ['李 小龙', '李', '小龙'],
    ['Ana María de la Cruz', 'Ana', 'María de la Cruz'],
  ])('keep the non-ASCII name %j intact through UTF-8 and base64url', async (name, given, family) => {
    const claims = jwtDecode<Record<string, unknown>>(await signer.sign({ clientId, name, email: 'jose@example.com', now }));
    expect(claims).toMatchObject({ name, given_name: given, family_name: family, email: 'jose@example.com' });
  });

  it('leave family_name out of a one-word name, as Google does', () => {
    const claims = createClaims({ clientId, name: '  Cher  ', email: 'cher@example.com', now });
    expect(claims.name).toBe('Cher');
    expect(claims.given_name).toBe('Cher');
    expect('family_name' in claims).toBe(false);
  });

  it('give each email a stable numeric subject', () => {
    expect(subjectFor('pat@example.com')).toMatch(/^\d{21}$/);
    expect(subjectFor('PAT@example.com')).toBe(subjectFor('pat@example.com'));
    expect(subjectFor('other@example.com')).not.toBe(subjectFor('pat@example.com'));
  });

  it('are written in base64url without padding or + and /', () => {
    expect(base64url(new Uint8Array([0xfb, 0xff, 0xfe]))).toBe('-__-');
    expect(base64url(new TextEncoder().encode('a'))).toBe('YQ');
  });
});
