// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateValue } from '../fields/date-time';
import { clearAllDrafts, clearDraft, draftStorageKey, loadDraft, saveDraft } from './drafts';

const ana = 'a'.repeat(64);
const ben = 'b'.repeat(64);

describe('form drafts', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('restores what was saved, per account and per form', () => {
    saveDraft(ana, 'contact', { phone: '239-555-0100', message: 'Hola\nsecond line' });
    saveDraft(ana, 'career', { position: 'Driver' });
    expect(loadDraft(ana, 'contact')).toEqual({ phone: '239-555-0100', message: 'Hola\nsecond line' });
    expect(loadDraft(ana, 'career')).toEqual({ position: 'Driver' });
  });

  it('gives another account nothing of the first one’s', () => {
    saveDraft(ana, 'contact', { message: 'Ana’s words' });
    expect(loadDraft(ben, 'contact')).toEqual({});
  });

  it('keeps only the form’s fields, and only text', () => {
    sessionStorage.setItem(draftStorageKey(ana, 'contact'), JSON.stringify({ fullName: 'Ana', phone: 5, stray: 'x' }));
    expect(loadDraft(ana, 'contact')).toEqual({ fullName: 'Ana' });
  });

  it('drops a choice the form no longer offers, which it could not show but would send', () => {
    const saved = { subject: 'cotizacion', mobility: 'caneOrWalker', trip: 'roundTrip', oxygen: 'maybe', companions: '' };
    sessionStorage.setItem(draftStorageKey(ana, 'contact'), JSON.stringify({ ...saved, subject: 'quote', mobility: 'hoverboard' }));
    expect(loadDraft(ana, 'contact')).toEqual({ trip: 'roundTrip', companions: '' });
    saveDraft(ana, 'contact', { ...saved, oxygen: 'yes' });
    expect(loadDraft(ana, 'contact')).toEqual({ ...saved, oxygen: 'yes' });
  });

  it('keeps a date’s parts, and reads a date saved as the browser’s date input gave it into them, or drops it', () => {
    const parts = dateValue({ month: '12', day: '', year: '2026' });
    saveDraft(ana, 'contact', { pickupDate: parts });
    expect(loadDraft(ana, 'contact')).toEqual({ pickupDate: parts });
    sessionStorage.setItem(draftStorageKey(ana, 'contact'), JSON.stringify({ pickupDate: '2026-12-03', pickupTime: '08:45' }));
    expect(loadDraft(ana, 'contact')).toEqual({ pickupDate: dateValue({ month: '12', day: '3', year: '2026' }), pickupTime: '08:45' });
    sessionStorage.setItem(draftStorageKey(ana, 'contact'), JSON.stringify({ pickupDate: '12/3' }));
    expect(loadDraft(ana, 'contact')).toEqual({ pickupDate: '' });
  });

  it('keeps days and stops as they were, but no day the form does not offer and no list of another shape', () => {
    saveDraft(ana, 'contact', { repeatDays: 'monday,friday', stops: '["1200 Main St",""]', vehicle: 'medical-van' });
    expect(loadDraft(ana, 'contact')).toEqual({ repeatDays: 'monday,friday', stops: '["1200 Main St",""]', vehicle: 'medical-van' });
    sessionStorage.setItem(draftStorageKey(ana, 'contact'), JSON.stringify({ repeatDays: 'friday,someday,monday', stops: '{"a":1}' }));
    expect(loadDraft(ana, 'contact')).toEqual({ repeatDays: 'monday,friday', stops: '' });
  });

  it('is empty when nothing or garbage was saved', () => {
    expect(loadDraft(ana, 'contact')).toEqual({});
    sessionStorage.setItem(draftStorageKey(ana, 'contact'), '{not json');
    expect(loadDraft(ana, 'contact')).toEqual({});
    sessionStorage.setItem(draftStorageKey(ana, 'contact'), '"text"');
    expect(loadDraft(ana, 'contact')).toEqual({});
  });

  it('clears one form’s draft only', () => {
    saveDraft(ana, 'contact', { message: 'one' });
    saveDraft(ana, 'career', { position: 'Driver' });
    clearDraft(ana, 'contact');
    expect(loadDraft(ana, 'contact')).toEqual({});
    expect(loadDraft(ana, 'career')).toEqual({ position: 'Driver' });
  });

  it('clears every account’s drafts at once, and nothing else in storage', () => {
    saveDraft(ana, 'contact', { message: 'one' });
    saveDraft(ben, 'career', { position: 'Driver' });
    sessionStorage.setItem('someone-else', 'kept');
    clearAllDrafts();
    expect(Object.keys(sessionStorage)).toEqual(['someone-else']);
  });

  it('carries on when storage refuses', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => {
      saveDraft(ana, 'contact', { message: 'one' });
    }).not.toThrow();
    expect(loadDraft(ana, 'contact')).toEqual({});
    expect(() => {
      clearAllDrafts();
    }).not.toThrow();
  });
});
