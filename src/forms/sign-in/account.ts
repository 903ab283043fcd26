/**
 * The signed-in account: the profile read from the identity provider's credential (a JWT) on the
 * client with jwt-decode, the credential itself, and the key its drafts are kept under. The
 * signature is not checked here: the page trusts the profile only to prefill two fields, and the
 * relay (worker/google-token.ts) checks the credential before a message goes out.
 */
import { jwtDecode } from 'jwt-decode';

export interface Profile {
  /** The person's name; empty when the credential carries none. */
  name: string;
  email: string;
}

export interface Account {
  profile: Profile;
  /** The ID token the profile was read from, which the relay checks. */
  credential: string;
  /**
   * What this account's drafts are stored under: a SHA-256 hash of the email address, so the
   * address itself never appears in a storage key. Null where the browser cannot hash (pages not
   * served over HTTPS): drafts are then not kept at all.
   */
  draftKey: string | null;
}

interface ProfileClaims {
  name?: unknown;
  email?: unknown;
  email_verified?: unknown;
}

/**
 * What a credential gives: its profile, or why none (logged to the console): `unreadable`, not a
 * readable JWT or one carrying no email address; `unverified`, an address Google has not verified,
 * which the relay would refuse too (worker/google-token.ts), so the visitor is told at once.
 */
export type CredentialReading = { profile: Profile } | { refused: 'unreadable' | 'unverified' };

export function readCredential(credential: unknown): CredentialReading {
  if (typeof credential !== 'string' || credential === '') {
    console.error('Sign-in failed: the identity provider returned no credential.');
    return { refused: 'unreadable' };
  }
  let claims: ProfileClaims;
  try {
    claims = jwtDecode<ProfileClaims>(credential);
  } catch (error) {
    console.error('Sign-in failed: the credential could not be read.', error);
    return { refused: 'unreadable' };
  }
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  if (email === '') {
    console.error('Sign-in failed: the credential carries no email address.');
    return { refused: 'unreadable' };
  }
  if (claims.email_verified !== true) {
    console.error('Sign-in failed: Google has not verified the account’s email address.');
    return { refused: 'unverified' };
  }
  const name = typeof claims.name === 'string' ? claims.name.trim() : '';
  return { profile: { name, email } };
}

/** The hex SHA-256 of the email address, lower-cased; null where Web Crypto is unavailable. */
export async function draftKeyFor(email: string): Promise<string | null> {
  // Browsers offer Web Crypto only to pages served over HTTPS (or from localhost).
  const { subtle } = globalThis.crypto as { subtle?: SubtleCrypto };
  if (subtle === undefined) return null;
  try {
    const digest = await subtle.digest('SHA-256', new TextEncoder().encode(email.toLowerCase()));
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  } catch {
    return null;
  }
}

export async function accountFor(profile: Profile, credential: string): Promise<Account> {
  return { profile, credential, draftKey: await draftKeyFor(profile.email) };
}

/** The name shown in "Signed in as …": the person's name, or their email when the credential has none. */
export function displayName(profile: Profile): string {
  return profile.name === '' ? profile.email : profile.name;
}
