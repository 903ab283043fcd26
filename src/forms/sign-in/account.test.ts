import { afterEach, describe, expect, it, vi } from 'vitest';
import { credentialWithClaims as credential } from '../../../stand-ins/gsi/credential.ts';
import { accountFor, displayName, draftKeyFor, readCredential } from './account';

describe('readCredential', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads name and email', () => {
    expect(readCredential(credential({ name: 'Pat Example', email: 'pat@example.com', sub: '1' }))).toEqual({
      profile: { name: 'Pat Example', email: 'pat@example.com' },
    });
  });

  it('reads a name outside ASCII', () => {
    expect(readCredential(credential({ name: 'José Núñez 山田', email: 'jose@example.com' }))).toEqual({
      profile: { name: 'José Núñez 山田', email: 'jose@example.com' },
    });
  });

  it('keeps a profile without a name, with the name empty', () => {
    expect(readCredential(credential({ email: 'pat@example.com' }))).toEqual({ profile: { name: '', email: 'pat@example.com' } });
  });

  it.each([
    ['a malformed credential', 'not-a-valid-credential'],
    ['a credential with a broken payload', 'eyJhbGciOiJub25lIn0.%%%.sig'],
    ['no credential', undefined],
    ['an empty credential', ''],
    ['a credential without name or email', credential({ sub: '1' })],
    ['a credential whose email is not text', credential({ name: 'Pat', email: 7 })],
  ])('%s: no profile, logged to the console', (_name, value) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readCredential(value)).toEqual({ refused: 'unreadable' });
    expect(log).toHaveBeenCalledOnce();
  });

  it.each([
    ['an address Google has not verified', false],
    ['an address whose verification is not said', undefined],
    ['"true" as text', 'true'],
  ])('%s: refused as unverified, as the relay refuses it', (_name, verified) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readCredential(credential({ email: 'pat@example.com', email_verified: verified }))).toEqual({ refused: 'unverified' });
    expect(log).toHaveBeenCalledOnce();
  });
});

describe('draftKeyFor', () => {
  it('is the SHA-256 of the lower-cased address: the address itself appears nowhere', async () => {
    const key = await draftKeyFor('Pat@Example.com');
    // sha256("pat@example.com"), as `printf pat@example.com | sha256sum` gives it.
    expect(key).toBe('fe9733fcc96501276776fc927df08a395835461a2c5b12c65ebab3454877e227');
    expect(key).toBe(await draftKeyFor('pat@example.com'));
    expect(key).not.toBe(await draftKeyFor('other@example.com'));
    expect(key).not.toContain('pat');
  });

  it('is null where the browser cannot hash, so no draft is kept', async () => {
    vi.spyOn(globalThis.crypto.subtle, 'digest').mockRejectedValue(new DOMException('insecure', 'NotSupportedError'));
    expect(await draftKeyFor('pat@example.com')).toBeNull();
    expect(await accountFor({ name: 'Pat', email: 'pat@example.com' }, 'the-credential')).toEqual({
      profile: { name: 'Pat', email: 'pat@example.com' },
      credential: 'the-credential',
      draftKey: null,
    });
  });
});

describe('displayName', () => {
  it('is the name, or the email when the credential has no name', () => {
    expect(displayName({ name: 'Pat Example', email: 'pat@example.com' })).toBe('Pat Example');
    expect(displayName({ name: '', email: 'pat@example.com' })).toBe('pat@example.com');
  });
});
