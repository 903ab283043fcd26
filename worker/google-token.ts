/**
 * The sign-in, checked (requirement RELAY-TOKEN): the ID token Google's sign-in gave the page is
 * trusted only once its RS256 signature verifies against Google's published keys, it was issued
 * by Google to this site's client id, it has not run out (a minute's leeway for clocks), and it
 * names a verified email address. As Google's guide to ID tokens asks of a server
 * (https://developers.google.com/identity/gsi/web/guides/verify-google-id-token), with `jose`.
 */
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';

/** Where Google publishes the keys its ID tokens are signed with. */
export const googleKeysAddress = 'https://www.googleapis.com/oauth2/v3/certs';

/** The two ways Google writes itself as the issuer. */
const googleIssuers = ['https://accounts.google.com', 'accounts.google.com'];

/** Leeway for a clock a little ahead or behind Google's. */
const clockToleranceSeconds = 60;

/** Far longer than any ID token (Google's are about 1 KB): anything longer is not read. */
const longestToken = 8192;

/** The account a token names, once checked. */
export interface VerifiedAccount {
  /** Who vouched for the address: Google, or the relay's own code by email (sign-in-code.ts). */
  provider: 'google' | 'email';
  /** The provider's id of the account (Google's `sub`, or the address): what its limit is kept by, hashed. */
  id: string;
  email: string;
  name: string;
}

export type TokenCheck =
  | { ok: true; account: VerifiedAccount }
  /**
   * `expired`: a good token that has run out, which signing in again mends; `unverified`: Google's,
   * for an address Google has not confirmed; `refused`: one that can never pass (forged, altered,
   * for another site); `keysUnavailable`: the keys could not be had, so nothing could be checked;
   * `codeLapsed`: the relay's own, from a code, for any reason (run out, another secret, altered):
   * a new code mends it, and the visitor is told nothing more.
   */
  | { ok: false; reason: 'expired' | 'unverified' | 'refused' | 'keysUnavailable' | 'codeLapsed'; detail: string };

const keySets = new Map<string, JWTVerifyGetKey>();

/**
 * The key set published at an address, fetched when first needed and kept, as jose keeps it:
 * fetched again after ten minutes, or when a token names a key it does not hold (at most every
 * 30 seconds). One per address for the life of the Worker's instance.
 */
export function publishedKeys(address: string): JWTVerifyGetKey {
  let keys = keySets.get(address);
  if (keys === undefined) {
    keys = createRemoteJWKSet(new URL(address), { timeoutDuration: 5000 });
    keySets.set(address, keys);
  }
  return keys;
}

/** Failures that say the token is bad, rather than that the keys could not be had. */
const refusals = [
  errors.JWTClaimValidationFailed,
  errors.JWSSignatureVerificationFailed,
  errors.JOSEAlgNotAllowed,
  errors.JOSENotSupported,
  errors.JWSInvalid,
  errors.JWTInvalid,
  errors.JWKSNoMatchingKey,
  errors.JWKSMultipleMatchingKeys,
];

export async function verifyGoogleToken(token: string, keys: JWTVerifyGetKey, clientId: string, now?: Date): Promise<TokenCheck> {
  if (token.length === 0 || token.length > longestToken) return { ok: false, reason: 'refused', detail: 'no token, or far too long' };
  try {
    const { payload } = await jwtVerify(token, keys, {
      algorithms: ['RS256'],
      audience: clientId,
      issuer: googleIssuers,
      clockTolerance: clockToleranceSeconds,
      requiredClaims: ['exp', 'iat', 'sub', 'email'],
      ...(now === undefined ? {} : { currentDate: now }),
    });
    const { sub, email, email_verified: verified, name } = payload;
    if (verified !== true) return { ok: false, reason: 'unverified', detail: 'the email address is not verified' };
    if (typeof sub !== 'string' || sub === '' || typeof email !== 'string' || email === '')
      return { ok: false, reason: 'refused', detail: 'no account id or email address' };
    return { ok: true, account: { provider: 'google', id: sub, email, name: typeof name === 'string' ? name : '' } };
  } catch (error) {
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired', detail };
    return { ok: false, reason: refusals.some((kind) => error instanceof kind) ? 'refused' : 'keysUnavailable', detail };
  }
}
