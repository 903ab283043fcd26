// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, draftKey, loadDraft, saveDraft } from '../../src/lib/forms/draft';
import { careerFields, contactFields } from '../../src/lib/forms/fields';

describe('form drafts', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('restores what was saved, per form', () => {
    saveDraft('contact', { fullName: 'Ana', message: 'Hola\nsecond line' });
    saveDraft('career', { position: 'Driver' });
    expect(loadDraft('contact', contactFields)).toEqual({ fullName: 'Ana', message: 'Hola\nsecond line' });
    expect(loadDraft('career', careerFields)).toEqual({ position: 'Driver' });
  });

  it('keeps only the asked fields, and only text', () => {
    sessionStorage.setItem(draftKey('contact'), JSON.stringify({ fullName: 'Ana', phone: 5, stray: 'x' }));
    expect(loadDraft('contact', contactFields)).toEqual({ fullName: 'Ana' });
  });

  it('is empty when nothing or garbage was saved', () => {
    expect(loadDraft('contact', contactFields)).toEqual({});
    sessionStorage.setItem(draftKey('contact'), '{not json');
    expect(loadDraft('contact', contactFields)).toEqual({});
    sessionStorage.setItem(draftKey('contact'), '"text"');
    expect(loadDraft('contact', contactFields)).toEqual({});
  });

  it('clears one form’s draft only', () => {
    saveDraft('contact', { fullName: 'Ana' });
    saveDraft('career', { fullName: 'Ben' });
    clearDraft('contact');
    expect(sessionStorage.getItem(draftKey('contact'))).toBeNull();
    expect(loadDraft('career', careerFields)).toEqual({ fullName: 'Ben' });
  });

  it('carries on when storage refuses', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => {
      saveDraft('contact', { fullName: 'Ana' });
    }).not.toThrow();
    expect(loadDraft('contact', contactFields)).toEqual({});
  });
});
