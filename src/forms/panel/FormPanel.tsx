import { LoaderCircleIcon } from 'lucide-react';
import { type Ref, type SubmitEvent, useCallback, useEffect, useEffectEvent, useReducer, useRef } from 'react';
import { flushSync } from 'react-dom';
import { buttonClass } from '../../components/ButtonLink';
import { fillTemplate } from '../../components/fill-template';
import type { Facts } from '../../content/facts/schema';
import type { Account } from '../sign-in/account';
import { errorBannerText } from '../delivery/banner-text';
import { type Locale, localeFacts } from '../../i18n/locales';
import { type FieldProblem, checkForm, formMessagesFor } from '../fields/checks';
import { composedValues } from '../delivery/compose';
import type { FormMessages, FormsWords } from '../fields/words-schema';
import type { DateFault, TimeFault } from '../fields/date-time';
import { deliver } from '../delivery/delivery';
import { clearDraft, saveDraft } from './drafts';
import { ErrorSummary } from './ErrorSummary';
import { Field, type FieldWords, datePartId, fieldId } from '../controls/Field';
import { type FieldName, type FieldRow, type FormKind, fieldsOf, holds, isShown } from '../fields/tables';
import { type FormState, formReducer, formValues, initialFormState, rideDetailsOpen } from './form-state';
import styles from './FormPanel.module.css';
import { RideDetails } from '../controls/RideDetails';
import { type Banner, StatusBanner } from './StatusBanner';

interface FormPanelProps<Kind extends FormKind> {
  kind: Kind;
  words: FormsWords;
  /** The required messages (FORM-MESSAGES), in Spanish on every page. */
  messages: FormMessages;
  /** The page's language: its region for numbers (Intl), its order of a date's parts. */
  locale: Locale;
  /** The privacy notice, linked under the buttons. */
  privacyHref: string;
  /** The signed-in account; null while the forms are locked. */
  account: Account | null;
  phone: Facts['company']['phone'];
  /** The form on show; the other waits, hidden, with its values and state. */
  active: boolean;
  /** The form's heading, which takes focus when the form is switched to or unlocked. */
  headingRef: Ref<HTMLHeadingElement>;
  /** Told whenever the form starts or stops being on its way. */
  onSendingChange: (kind: Kind, sending: boolean) => void;
  /** Told the banner's words when they arrive while the form is not on show, for screen readers to hear. */
  onNewsWhileHidden: (words: string) => void;
}

/** What a field shows and says when at fault. */
type ShownWords = FieldWords & { missing?: string; invalid?: string; errors?: Partial<Record<DateFault | TimeFault, string>> };

/** The banner under the form for its delivery, if any. */
function bannerFor({ delivery, answers }: FormState<FormKind>, words: FormsWords): Banner | null {
  switch (delivery.phase) {
    case 'idle':
      return null;
    case 'sending':
      // Its id differs from every answer's, so the answer that replaces it starts a fresh timer.
      return delivery.overdue ? { id: -(answers + 1), kind: 'waiting', nextStep: words.nextSteps.overdue, lasting: true } : null;
    case 'settled':
      return delivery.outcome === 'success'
        ? { id: delivery.id, kind: 'success', message: delivery.message }
        : { id: delivery.id, kind: 'error', message: delivery.message, nextStep: words.nextSteps.failed };
  }
}

/**
 * One form, with its own state (see form-state.ts): its fields from the form's table, its checks
 * with an error summary, its delivery and busy label, its banner and its 3-second timer, and its
 * draft, kept for the signed-in account.
 */
export function FormPanel<Kind extends FormKind>({
  kind,
  words,
  messages,
  locale,
  privacyHref,
  account,
  phone,
  active,
  headingRef,
  onSendingChange,
  onNewsWhileHidden,
}: FormPanelProps<Kind>) {
  const [state, dispatch] = useReducer(formReducer<Kind>, null, () => initialFormState(kind, account));
  const inFlight = useRef(false);
  const summary = useRef<HTMLDivElement>(null);
  const formWords = words[kind];
  const fieldWords = formWords.fields as Record<FieldName<Kind>, ShownWords & { otherWords?: ShownWords }>;
  const { region, dateOrder } = localeFacts[locale];
  const profile = account?.profile ?? null;
  const values = formValues(kind, state.typed, profile);
  const sending = state.delivery.phase === 'sending';
  const draftKey = account?.draftKey ?? null;
  const banner = bannerFor(state, words);

  const reportDelivery = useEffectEvent(() => {
    onSendingChange(kind, sending);
    const news = banner?.message ?? banner?.nextStep;
    if (!active && news !== undefined) onNewsWhileHidden(`${formWords.heading}: ${news}`);
  });
  useEffect(() => {
    reportDelivery();
  }, [state.delivery]);

  // The draft follows what was typed; one with nothing in it is removed.
  useEffect(() => {
    if (draftKey === null) return;
    if (Object.values(state.typed).every((value) => value === '')) clearDraft(draftKey, kind);
    else saveDraft(draftKey, kind, state.typed);
  }, [draftKey, kind, state.typed]);

  const expire = useCallback((id: number) => {
    dispatch({ type: 'expire', id });
  }, []);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (account === null || inFlight.current || state.justSent) return;
    const problems = checkForm(kind, values, dateOrder);
    flushSync(() => {
      dispatch({ type: 'checked', problems });
    });
    if (problems.length > 0) {
      summary.current?.focus();
      return;
    }
    inFlight.current = true;
    dispatch({ type: 'sending' });
    try {
      await deliver(kind, composedValues(kind, values, { fields: fieldWords, ...words.rideDetails }, locale), {
        onOverdue: () => {
          dispatch({ type: 'overdue' });
        },
      });
      dispatch({ type: 'answered', outcome: 'success', message: messages.success });
    } catch (error) {
      dispatch({ type: 'answered', outcome: 'error', message: errorBannerText(error, messages) });
    } finally {
      inFlight.current = false;
    }
  }

  // A field's words as they read now: its `otherWords` while its table says so ("Your full name").
  const wordsOf = (name: FieldName<Kind>): ShownWords => {
    const own = fieldWords[name];
    const row = fieldsOf(kind).find((candidate) => candidate.name === name);
    const other = row?.otherWordsWhen !== undefined && holds(kind, row.otherWordsWhen, values);
    return other && own.otherWords !== undefined ? { ...own, ...own.otherWords } : own;
  };
  const problemOf = new Map(state.problems.map((problem) => [problem.field, problem]));
  const errorOf = (name: FieldName<Kind>): string | undefined => {
    const found = problemOf.get(name);
    if (found === undefined) return undefined;
    const words = wordsOf(name);
    return (found.fault === undefined ? undefined : words.errors?.[found.fault]) ?? words[found.problem] ?? words.missing;
  };
  // The summary links a date to its part to put right.
  const targetOf = ({ field, part }: FieldProblem<FieldName<Kind>>) =>
    part === undefined ? fieldId(kind, field) : datePartId(kind, field, part);
  const formMessages = formMessagesFor(kind, state.problems).map((key) => messages[key]);
  const headingId = `${kind}-heading`;
  const shownFields = fieldsOf(kind).filter((row) => isShown(kind, row, values));
  const field = (row: FieldRow & { name: FieldName<Kind> }) => (
    <Field
      key={row.name}
      row={row}
      words={wordsOf(row.name)}
      formId={kind}
      value={values[row.name]}
      error={errorOf(row.name)}
      // A date before today is wrong as a whole; otherwise the part at fault is marked.
      errorPart={problemOf.get(row.name)?.fault === 'past' ? undefined : problemOf.get(row.name)?.part}
      dateOrder={dateOrder}
      errorPrefix={words.fieldErrorPrefix}
      counterTemplate={words.counter}
      region={region}
      clearChoice={words.clearChoice}
      readOnly={sending}
      onChange={(name, value) => {
        dispatch({ type: 'edit', field: name as FieldName<Kind>, value });
      }}
    />
  );

  return (
    <section className={styles.panel} hidden={!active} aria-labelledby={headingId}>
      <form className={styles.form} noValidate aria-labelledby={headingId} onSubmit={(event) => void submit(event)}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
          {formWords.heading}
        </h2>
        <p className={styles.note}>{words.requiredNote}</p>
        {state.problems.length === 0 ? null : (
          <ErrorSummary
            ref={summary}
            formId={kind}
            heading={words.errorSummary.heading}
            formMessages={formMessages}
            lang={messages.lang}
            items={state.problems.map((problem) => ({ id: targetOf(problem), text: errorOf(problem.field) ?? '' }))}
          />
        )}
        <div className={styles.fields}>
          {shownFields.map((row, index) => {
            if (row.section === undefined) return field(row);
            // The ride details are drawn once, where the first of them stands in the table.
            if (shownFields[index - 1]?.section === row.section) return null;
            return (
              <RideDetails
                key={row.section}
                words={words.rideDetails}
                open={rideDetailsOpen(state, values)}
                onOpen={() => {
                  dispatch({ type: 'openRideDetails' });
                }}
              >
                {shownFields.filter((ride) => ride.section === row.section).map(field)}
              </RideDetails>
            );
          })}
        </div>
        {/*
          Read before sending, just above the buttons, and out of the way between Send and the
          answer's banner. A link in the page: the form's draft outlives leaving it.
        */}
        <p className={styles.privacy}>{fillTemplate(words.privacyNote, { link: <a href={privacyHref}>{words.privacyLink}</a> })}</p>
        <div className={styles.actions}>
          {/* aria-disabled, not disabled, while sending: focus stays on the button, which says what is happening. */}
          <button
            type="submit"
            className={buttonClass('primary', styles.submit)}
            disabled={account === null}
            aria-disabled={sending || undefined}
          >
            {sending ? <LoaderCircleIcon className={styles.spinner} aria-hidden="true" focusable="false" size={24} /> : null}
            {sending ? formWords.busy : formWords.submit}
          </button>
          <button
            type="button"
            className={buttonClass('secondary')}
            aria-disabled={sending || undefined}
            onClick={() => {
              dispatch({ type: 'reset' });
            }}
          >
            {words.reset}
          </button>
        </div>
      </form>
      <StatusBanner banner={banner} lang={messages.lang} phone={phone} hidden={!active} onExpire={expire} />
    </section>
  );
}
