/**
 * What a signed-in visitor has typed and not yet sent, kept in sessionStorage so a reload or an
 * accidental navigation loses nothing. A draft belongs to one account: it is stored under the
 * hash of that account's email (`Account.draftKey`) and given back only to that account. It holds
 * only what the visitor typed, never what was prefilled from the profile.
 *
 * Removed on a successful send and on Reset; Sign out removes every draft this site keeps.
 * Storage that is missing, full or refused (private modes, strict settings) is ignored: the forms
 * then work without drafts.
 */
import { dateValue, datePartsOf } from '../fields/date-time';
import { choicesOf, choicesValue, stopsOf, stopsValue } from '../fields/lists';
import { type FieldName, type FormKind, fieldsOf } from '../../content/forms/tables';

/** Every key this site writes starts with this. */
export const draftKeyPrefix = 'forms-draft:';

/** What the visitor typed into one form, field by field; a field never touched is absent. */
export type Typed<Kind extends FormKind> = Partial<Record<FieldName<Kind>, string>>;

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function draftStorageKey(draftKey: string, form: FormKind): string {
  return `${draftKeyPrefix}${draftKey}:${form}`;
}

export function saveDraft<Kind extends FormKind>(draftKey: string, form: Kind, typed: Typed<Kind>): void {
  try {
    storage()?.setItem(draftStorageKey(draftKey, form), JSON.stringify(typed));
  } catch {
    // Full or refused: nothing to do.
  }
}

/**
 * The account's draft of the form; fields not saved, not saved as text, or holding a choice the
 * field no longer offers (a draft from before a change to the site) are left out: a choice the
 * form cannot show would otherwise be sent unseen. A date saved before it had parts is read into them.
 */
export function loadDraft<Kind extends FormKind>(draftKey: string, form: Kind): Typed<Kind> {
  let saved: unknown;
  try {
    saved = JSON.parse(storage()?.getItem(draftStorageKey(draftKey, form)) ?? 'null');
  } catch {
    return {};
  }
  if (typeof saved !== 'object' || saved === null) return {};
  const draft: Typed<Kind> = {};
  for (const { name, control, options } of fieldsOf(form)) {
    const value: unknown = (saved as Record<string, unknown>)[name];
    if (typeof value !== 'string') continue;
    // A date is kept as its parts; one saved in another shape (the browser's "2026-12-03") is read into them, or dropped.
    if (control === 'date') draft[name] = dateValue(datePartsOf(value));
    else if (control === 'checkboxes') draft[name] = choicesValue(choicesOf(value), options ?? []);
    else if (control === 'stops') draft[name] = stopsValue(stopsOf(value));
    else if (options === undefined || value === '' || options.includes(value)) draft[name] = value;
  }
  return draft;
}

export function clearDraft(draftKey: string, form: FormKind): void {
  try {
    storage()?.removeItem(draftStorageKey(draftKey, form));
  } catch {
    // Refused: nothing to do.
  }
}

/** Removes every draft of every account: what Sign out does on a shared computer. */
export function clearAllDrafts(): void {
  try {
    const store = storage();
    if (store === undefined) return;
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
    for (const key of keys) if (key?.startsWith(draftKeyPrefix) === true) store.removeItem(key);
  } catch {
    // Refused: nothing to do.
  }
}
