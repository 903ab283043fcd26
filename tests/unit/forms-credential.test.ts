import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileFromCredential } from '../../src/lib/forms/credential';
import { credentialWithClaims as credential } from '../../stand-ins/gsi/credential.js';

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
