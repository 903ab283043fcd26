// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftKey, saveDraft } from '../../src/lib/forms/draft';
import { emptyCareer, emptyContact } from '../../src/lib/forms/fields';
import { createFormValuesStore } from '../../src/lib/forms/values-store';

const profile = { name: 'Pat Example', email: 'pat@example.com' };

describe('form values store', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('renders empty on the server and restores the drafts in the browser', () => {
    saveDraft('contact', { message: 'Hola' });
    const store = createFormValuesStore();
    expect(store.getServerSnapshot()).toEqual({ contact: emptyContact(), career: emptyCareer() });
    expect(store.getSnapshot().contact).toEqual({ ...emptyContact(), message: 'Hola' });
    // Stable between calls, as useSyncExternalStore needs.
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it('saves each edit as the form’s draft and tells subscribers', () => {
    const store = createFormValuesStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.edit('career', 'position', 'Driver');
    expect(listener).toHaveBeenCalledOnce();
    expect(store.getSnapshot().career.position).toBe('Driver');
    expect(JSON.parse(sessionStorage.getItem(draftKey('career')) ?? '{}')).toEqual({ ...emptyCareer(), position: 'Driver' });
    unsubscribe();
    store.edit('career', 'position', 'Dispatcher');
    expect(listener).toHaveBeenCalledOnce();
  });

  it('ignores a name that is not a field of the form', () => {
    const store = createFormValuesStore();
    store.edit('contact', 'position', 'Driver');
    expect(store.getSnapshot().contact).toEqual(emptyContact());
    expect(sessionStorage.getItem(draftKey('contact'))).toBeNull();
  });

  it('prefills name and email only where they are blank, in the forms asked for, without a draft', () => {
    const store = createFormValuesStore();
    store.edit('contact', 'fullName', 'Typed Name');
    store.edit('career', 'email', '  ');
    sessionStorage.clear();
    store.prefill(profile, ['contact', 'career']);
    expect(store.getSnapshot().contact).toMatchObject({ fullName: 'Typed Name', email: 'pat@example.com' });
    expect(store.getSnapshot().career).toMatchObject({ fullName: 'Pat Example', email: 'pat@example.com' });
    expect(sessionStorage.length).toBe(0);

    store.clear('career');
    store.prefill(profile, ['contact']);
    expect(store.getSnapshot().career).toEqual(emptyCareer());
  });

  it('clears one form and its draft', () => {
    const store = createFormValuesStore();
    store.edit('contact', 'message', 'Hola');
    store.edit('career', 'position', 'Driver');
    store.clear('contact');
    expect(store.getSnapshot().contact).toEqual(emptyContact());
    expect(sessionStorage.getItem(draftKey('contact'))).toBeNull();
    expect(store.getSnapshot().career.position).toBe('Driver');
  });
});
