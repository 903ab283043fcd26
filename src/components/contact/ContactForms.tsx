import { CheckIcon, LoaderCircleIcon, UserRoundCheckIcon } from 'lucide-react';
import { type RefObject, type SubmitEvent, useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import type { ContactFormsContent } from '../../content/schemas';
import type { Profile } from '../../lib/forms/credential';
import { type FormKind, maxLengths } from '../../lib/forms/fields';
import { sendCareer, sendContact } from '../../lib/forms/send';
import { errorBannerText, successBannerText } from '../../lib/forms/status';
import { type ValidationFailure, validateCareer, validateContact } from '../../lib/forms/validation';
import { createFormValuesStore } from '../../lib/forms/values-store';
import { buttonClass } from '../ButtonLink';
import styles from './ContactForms.module.css';
import { ErrorSummary } from './ErrorSummary';
import { Field, type FieldProps, fieldId } from './Field';
import { type CompanyContact, SignInGate } from './SignInGate';
import { type Banner, StatusBanner } from './StatusBanner';

interface ContactFormsProps {
  content: ContactFormsContent;
  company: CompanyContact;
}

type Failures = Record<FormKind, ValidationFailure<string> | null>;

/** Field props without what every field shares. */
type FieldSpec = DistributiveOmit<FieldProps, 'formId' | 'value' | 'error' | 'onChange'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

function fieldSpecs(content: ContactFormsContent, form: FormKind): FieldSpec[] {
  const person = (fields: ContactFormsContent[FormKind]['fields']): FieldSpec[] => [
    { control: 'input', name: 'fullName', type: 'text', autoComplete: 'name', maxLength: maxLengths.fullName, text: fields.fullName },
    { control: 'input', name: 'phone', type: 'tel', autoComplete: 'tel', maxLength: maxLengths.phone, text: fields.phone },
    { control: 'input', name: 'email', type: 'email', autoComplete: 'email', maxLength: maxLengths.email, text: fields.email },
  ];
  if (form === 'contact') {
    const { fields } = content.contact;
    return [
      ...person(fields),
      { control: 'select', name: 'subject', text: fields.subject, placeholder: fields.subject.placeholder, options: fields.subject.options },
      { control: 'textarea', name: 'message', text: fields.message, maxLength: maxLengths.message, counterTemplate: content.counter },
    ];
  }
  const { fields } = content.career;
  return [
    ...person(fields),
    { control: 'input', name: 'position', type: 'text', autoComplete: 'off', maxLength: maxLengths.position, text: fields.position },
    { control: 'input', name: 'experience', type: 'number', text: fields.experience },
    { control: 'textarea', name: 'coverLetter', text: fields.coverLetter, maxLength: maxLengths.coverLetter, counterTemplate: content.counter },
  ];
}

/** The browser holds text in the number field that it cannot read as a number. */
function experienceUnreadable(form: HTMLFormElement): boolean {
  const input = form.elements.namedItem('experience');
  return input instanceof HTMLInputElement && input.validity.badInput;
}

/**
 * The Contact and Career forms with their switch, behind the sign-in gate: validation, delivery
 * through EmailJS, the status banner, and drafts that survive a reload. Every word comes from content.
 */
export function ContactForms({ content, company }: ContactFormsProps) {
  const [store] = useState(createFormValuesStore);
  const values = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  const [active, setActive] = useState<FormKind>('contact');
  const [profile, setProfile] = useState<Profile | null>(null);
  const [failures, setFailures] = useState<Failures>({ contact: null, career: null });
  const [sending, setSending] = useState<FormKind | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const sendingRef = useRef(false);
  const bannerIds = useRef(0);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const switchButtons: Record<FormKind, RefObject<HTMLButtonElement | null>> = {
    contact: useRef<HTMLButtonElement>(null),
    career: useRef<HTMLButtonElement>(null),
  };

  const locked = profile === null;
  const formContent = content[active];
  const failure = failures[active];
  const busy = sending === active;
  const { messages } = content;

  const showBanner = (kind: Banner['kind'], text: string) => {
    bannerIds.current += 1;
    setBanner({ id: bannerIds.current, kind, text });
  };
  const expireBanner = useCallback((id: number) => {
    setBanner((current) => (current?.id === id ? null : current));
  }, []);

  function signIn(signedIn: Profile) {
    store.prefill(signedIn, ['contact', 'career']);
    flushSync(() => {
      setProfile(signedIn);
    });
    // The panel that held focus is gone: take the visitor to the form it uncovered.
    formHeading.current?.focus();
  }

  function switchTo(form: FormKind) {
    flushSync(() => {
      setActive(form);
    });
    // The button just pressed is now disabled; keep the keyboard somewhere sensible.
    if (locked) switchButtons[form === 'contact' ? 'career' : 'contact'].current?.focus();
    else formHeading.current?.focus();
  }

  function edit(name: string, value: string) {
    store.edit(active, name, value);
  }

  function reset() {
    store.clear(active);
    setFailures((current) => ({ ...current, [active]: null }));
    setBanner(null);
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (profile === null || sendingRef.current) return;
    const kind = active;
    const found =
      kind === 'contact'
        ? validateContact(values.contact)
        : validateCareer(values.career, { experienceUnreadable: experienceUnreadable(form) });
    flushSync(() => {
      setFailures((current) => ({ ...current, [kind]: found }));
      setBanner(null);
    });
    if (found !== null) {
      const [first] = found.fields;
      if (first !== undefined) document.getElementById(fieldId(kind, first))?.focus();
      return;
    }

    sendingRef.current = true;
    setSending(kind);
    try {
      await (kind === 'contact' ? sendContact(values.contact, messages.timeout) : sendCareer(form, messages.timeout));
      // Cleared, then name and email come back from the profile, as for a fresh form after signing in.
      store.clear(kind);
      store.prefill(profile, [kind]);
      showBanner('success', successBannerText(messages));
    } catch (error) {
      showBanner('error', errorBannerText(error, messages));
    } finally {
      sendingRef.current = false;
      flushSync(() => {
        setSending(null);
      });
      // The submit button was disabled while sending, which drops focus to the page: put it back.
      if (document.activeElement === document.body || document.activeElement === null) {
        form.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
      }
    }
  }

  const faultMessage = failure === null ? '' : messages[failure.problem];
  const faultLine = failure === null ? undefined : content.fieldErrors[failure.problem];
  const specs = fieldSpecs(content, active);
  const activeValues: Readonly<Record<string, string>> = values[active];
  const signedInName = profile === null ? '' : profile.name || profile.email;

  return (
    <div className={styles.root}>
      <div className={styles.switch} role="group" aria-label={content.switchLabel}>
        {(['contact', 'career'] as const).map((form) => {
          const current = form === active;
          return (
            <button
              key={form}
              ref={switchButtons[form]}
              type="button"
              className={`${styles.switchButton} ${current ? styles.switchCurrent : ''}`}
              aria-pressed={current}
              disabled={current}
              onClick={() => {
                switchTo(form);
              }}
            >
              {current ? <CheckIcon aria-hidden="true" focusable="false" size={24} /> : null}
              {form === 'contact' ? content.switchContact : content.switchCareer}
            </button>
          );
        })}
      </div>

      {profile === null ? null : (
        <p className={styles.signedIn}>
          <UserRoundCheckIcon aria-hidden="true" focusable="false" size={24} />
          <span>{content.signIn.signedInAs.replace('{name}', signedInName)}</span>
        </p>
      )}

      <SignInGate content={content.signIn} company={company} locked={locked} onSignIn={signIn}>
        <form
          key={active}
          className={styles.form}
          noValidate
          aria-labelledby={`${active}-heading`}
          onSubmit={(event) => {
            void submit(event);
          }}
        >
          <h2 id={`${active}-heading`} ref={formHeading} tabIndex={-1} className={styles.heading}>
            {formContent.heading}
          </h2>
          <p className={styles.note}>{content.requiredNote}</p>
          {failure === null ? null : (
            <ErrorSummary
              heading={content.errorSummary.heading}
              message={faultMessage}
              lang={messages.lang}
              fieldsIntro={content.errorSummary.fieldsIntro}
              fields={failure.fields.map((name) => ({
                id: fieldId(active, name),
                label: specs.find((spec) => spec.name === name)?.text.label ?? name,
              }))}
            />
          )}
          <div className={styles.fields}>
            {specs.map((spec) => (
              <Field
                key={spec.name}
                {...spec}
                formId={active}
                value={activeValues[spec.name] ?? ''}
                error={failure?.fields.includes(spec.name) === true ? faultLine : undefined}
                onChange={edit}
              />
            ))}
          </div>
          <div className={styles.actions}>
            <button type="submit" className={buttonClass('primary', styles.submit)} disabled={locked || busy}>
              {busy ? <LoaderCircleIcon className={styles.spinner} aria-hidden="true" focusable="false" size={24} /> : null}
              {busy ? formContent.busy : formContent.submit}
            </button>
            <button type="button" className={buttonClass('secondary')} onClick={reset}>
              {content.reset}
            </button>
          </div>
        </form>
        <StatusBanner banner={banner} lang={messages.lang} onExpire={expireBanner} />
      </SignInGate>
    </div>
  );
}

