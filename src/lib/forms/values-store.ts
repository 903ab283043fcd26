/**
 * Both forms' values, kept outside React so they can start from the sessionStorage draft without a
 * hydration mismatch: the server renders the empty forms (`getServerSnapshot`), and React switches
 * to the restored values (`getSnapshot`) right after hydrating. Meant for `useSyncExternalStore`.
 */
import { clearDraft, loadDraft, saveDraft } from './draft';
import {
  type CareerValues,
  type ContactValues,
  type FormKind,
  careerFields,
  contactFields,
  emptyCareer,
  emptyContact,
  fieldsOf,
} from './fields';
import { isBlank } from './validation';

export interface AllFormValues {
  contact: ContactValues;
  career: CareerValues;
}

export interface FormValuesStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => AllFormValues;
  getServerSnapshot: () => AllFormValues;
  /** The visitor typed or chose something: the form's values are saved as its draft. A name not in the form is ignored. */
  edit: (form: FormKind, field: string, value: string) => void;
  /** Empties one form and removes its draft. */
  clear: (form: FormKind) => void;
  /** Fills in name and email where the given forms' fields are still empty. Not saved as a draft. */
  prefill: (profile: { name: string; email: string }, forms: readonly FormKind[]) => void;
}

const serverValues: AllFormValues = { contact: emptyContact(), career: emptyCareer() };

function restored(): AllFormValues {
  return {
    contact: { ...emptyContact(), ...loadDraft('contact', contactFields) },
    career: { ...emptyCareer(), ...loadDraft('career', careerFields) },
  };
}

export function createFormValuesStore(): FormValuesStore {
  let values: AllFormValues | undefined;
  const listeners = new Set<() => void>();

  function current(): AllFormValues {
    values ??= restored();
    return values;
  }

  function replace(next: AllFormValues): void {
    values = next;
    for (const listener of listeners) listener();
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: current,
    getServerSnapshot: () => serverValues,
    edit(form, field, value) {
      if (!(fieldsOf[form] as readonly string[]).includes(field)) return;
      const all = current();
      const formValues = { ...all[form], [field]: value };
      replace({ ...all, [form]: formValues });
      saveDraft(form, formValues);
    },
    clear(form) {
      clearDraft(form);
      replace({ ...current(), [form]: form === 'contact' ? emptyContact() : emptyCareer() });
    },
    prefill(profile, forms) {
      const all = current();
      const fill = <Values extends { fullName: string; email: string }>(formValues: Values): Values => ({
        ...formValues,
        fullName: isBlank(formValues.fullName) ? profile.name : formValues.fullName,
        email: isBlank(formValues.email) ? profile.email : formValues.email,
      });
      replace({
        contact: forms.includes('contact') ? fill(all.contact) : all.contact,
        career: forms.includes('career') ? fill(all.career) : all.career,
      });
    },
  };
}
