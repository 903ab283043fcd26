/**
 * The Google sign-in stand-in's keys: it signs its credentials RS256 with a key pair of its own,
 * made when the local server starts, and publishes the public half as a key set, as Google does
 * at https://www.googleapis.com/oauth2/v3/certs. The relay in local mode trusts that key set
 * (stand-ins/relay-worker.ts), and nothing else does: a credential from here is worthless to the
 * Worker that ships. Node only: the stand-in's script asks the server for each credential.
 */
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { createClaims, type StandInProfile } from './credential.ts';

export interface GoogleSigner {
  /** A credential for the profile, signed, with the claims Google's carry (credential.ts `createClaims`). */
  sign: (profile: StandInProfile) => Promise<string>;
  /** A credential carrying any claims, signed the same way: for the tests of what the relay refuses. */
  signClaims: (claims: Record<string, unknown>) => Promise<string>;
  /** The public key, as a JSON Web Key Set. */
  keySet: () => Promise<{ keys: JWK[] }>;
}

export function createGoogleSigner(): GoogleSigner {
  const keyId = `stand-in-${Date.now().toString(36)}`;
  const pair = generateKeyPair('RS256', { extractable: true });
  const signClaims = async (claims: Record<string, unknown>) => {
    const { privateKey } = await pair;
    return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: keyId, typ: 'JWT' }).sign(privateKey);
  };
  return {
    sign: (profile) => signClaims({ ...createClaims(profile) }),
    signClaims,
    keySet: async () => {
      const { publicKey } = await pair;
      return { keys: [{ ...(await exportJWK(publicKey)), kid: keyId, alg: 'RS256', use: 'sig' }] };
    },
  };
}
