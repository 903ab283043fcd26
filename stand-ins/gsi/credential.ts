/**
 * The claims of the local sign-in stand-in's credentials: the name and email the visitor chose,
 * with the claims Google's ID tokens carry, so the site reads them (jwt-decode) and the relay
 * checks them exactly as it does Google's. signing.ts signs them; `credentialWithClaims` makes an
 * unsigned one for tests that need an odd credential.
 */

/** The issuer Google writes in its ID tokens. */
const issuer = 'https://accounts.google.com';

/** What stands where a real token's signature would be. */
const signature = 'local-stand-in';

/** How long the stand-in credential claims to be valid, like Google's: one hour. */
const lifetimeSeconds = 3600;

/** Base64url (RFC 4648 §5, no padding) of some bytes. */
export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Base64url of a value's JSON, encoded as UTF-8 first so names such as "José Núñez" survive. */
function base64urlJson(value: unknown): string {
  return base64url(new TextEncoder().encode(JSON.stringify(value)));
}

/** A stable, Google-like numeric subject id for an email address (FNV-1a, 64 bits, in decimal). */
export function subjectFor(email: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(email.toLowerCase())) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return `1${hash.toString().padStart(20, '0')}`;
}

export interface StandInClaims {
  iss: string;
  aud: string;
  sub: string;
  email: string;
  email_verified: true;
  name: string;
  given_name: string;
  family_name?: string;
  iat: number;
  exp: number;
}

export interface StandInProfile {
  clientId: string;
  name: string;
  email: string;
  /** In milliseconds since the epoch; the current time unless given. */
  now?: number;
}

/**
 * The claims of a stand-in credential. The name's first word is the given name, the rest the
 * family name (left out, as Google does, when there is none).
 */
export function createClaims({ clientId, name, email, now = Date.now() }: StandInProfile): StandInClaims {
  const fullName = name.trim().replace(/\s+/g, ' ');
  const address = email.trim();
  const [givenName = '', ...rest] = fullName.split(' ');
  const issuedAt = Math.floor(now / 1000);
  const claims: StandInClaims = {
    iss: issuer,
    aud: clientId,
    sub: subjectFor(address),
    email: address,
    email_verified: true,
    name: fullName,
    given_name: givenName,
    iat: issuedAt,
    exp: issuedAt + lifetimeSeconds,
  };
  if (rest.length > 0) claims.family_name = rest.join(' ');
  return claims;
}

/**
 * A JWT-shaped credential carrying any claims, unsigned: base64url(header) "." base64url(claims)
 * "." "local-stand-in", its address verified unless the claims say otherwise. The unit tests make
 * odd credentials with it.
 */
export function credentialWithClaims(claims: Record<string, unknown>): string {
  const header = { alg: 'none', typ: 'JWT' };
  return `${base64urlJson(header)}.${base64urlJson({ email_verified: true, ...claims })}.${signature}`;
}
