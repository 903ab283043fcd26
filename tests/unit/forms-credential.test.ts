import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileFromCredential } from '../../src/lib/forms/credential';

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** A JWT-shaped credential such as Google's, with an unchecked signature. */
function credential(claims: Record<string, unknown>): string {
  return [base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' })), base64url(JSON.stringify(claims)), 'signature'].join('.');
}

describe('profileFromCredential', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads name and email', () => {
    expect(profileFromCredential(credential({ name: 'Pat Example', email: 'pat@example.com', sub: '1' }))).toEqual({
      name: 'Pat Example',
      email: 'pat@example.com',
    });
  });

  it('reads a name outside ASCII', () => {
    expect(profileFromCredential(credential({ name: 'José Núñez 山田', email: 'jose@example.com' }))).toEqual({
      name: 'José Núñez 山田',
      email: 'jose@example.com',
    });
  });

  it('keeps a profile without a name, with the name empty', () => {
    expect(profileFromCredential(credential({ email: 'pat@example.com' }))).toEqual({ name: '', email: 'pat@example.com' });
  });

  it.each([
    ['a malformed credential', 'not-a-valid-credential'],
    ['a credential with a broken payload', 'eyJhbGciOiJub25lIn0.%%%.sig'],
    ['no credential', undefined],
    ['an empty credential', ''],
    ['a credential without name or email', credential({ sub: '1' })],
    ['a credential whose email is not text', credential({ name: 'Pat', email: 7 })],
  ])('%s: null, logged to the console', (_name, value) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(profileFromCredential(value)).toBeNull();
    expect(log).toHaveBeenCalledOnce();
  });
});
