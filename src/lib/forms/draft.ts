/**
 * Unsent form values kept in sessionStorage, so a reload or an accidental navigation loses
 * nothing. Removed on success and on Reset. Storage that is missing, full or refused (private
 * modes, strict settings) is ignored: the form then simply works without drafts.
 */
import type { FormKind } from './fields';

const keyPrefix = 'contact-page-draft:';

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function draftKey(form: FormKind): string {
  return `${keyPrefix}${form}`;
}

export function saveDraft(form: FormKind, values: Readonly<Record<string, string>>): void {
  try {
    storage()?.setItem(draftKey(form), JSON.stringify(values));
  } catch {
    // Full or refused: nothing to do.
  }
}

/** The saved values of the given fields; fields that were not saved, or not as text, are left out. */
export function loadDraft<Field extends string>(form: FormKind, fields: readonly Field[]): Partial<Record<Field, string>> {
  let saved: unknown;
  try {
    saved = JSON.parse(storage()?.getItem(draftKey(form)) ?? 'null');
  } catch {
    return {};
  }
  if (typeof saved !== 'object' || saved === null) return {};
  const draft: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const value: unknown = (saved as Record<string, unknown>)[field];
    if (typeof value === 'string') draft[field] = value;
  }
  return draft;
}

export function clearDraft(form: FormKind): void {
  try {
    storage()?.removeItem(draftKey(form));
  } catch {
    // Refused: nothing to do.
  }
}
