/**
 * Reads the signed-in profile from the identity provider's credential (a JWT), on the client,
 * with jwt-decode. The signature is not checked here: nothing on this static site trusts the
 * profile beyond prefilling two fields.
 */
import { jwtDecode } from 'jwt-decode';

export interface Profile {
  /** The person's name; empty when the credential carries none. */
  name: string;
  email: string;
}

interface ProfileClaims {
  name?: unknown;
  email?: unknown;
}

/**
 * The profile in the credential, or null (logged to the console) when the credential is not a
 * readable JWT or carries no email address.
 */
export function profileFromCredential(credential: unknown): Profile | null {
  if (typeof credential !== 'string' || credential === '') {
    console.error('Sign-in failed: the identity provider returned no credential.');
    return null;
  }
  let claims: ProfileClaims;
  try {
    claims = jwtDecode<ProfileClaims>(credential);
  } catch (error) {
    console.error('Sign-in failed: the credential could not be read.', error);
    return null;
  }
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  if (email === '') {
    console.error('Sign-in failed: the credential carries no email address.');
    return null;
  }
  const name = typeof claims.name === 'string' ? claims.name.trim() : '';
  return { name, email };
}
