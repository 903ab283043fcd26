import { LoaderCircle, TriangleAlert } from 'lucide';
import { Fragment, type Ref, type SubmitEvent, useCallback, useEffect, useEffectEvent, useReducer, useRef } from 'react';
import { flushSync } from 'react-dom';
import { buttonClass } from '../../components/ButtonLink';
import { fillTemplate } from '../../components/words/fill-template';
import type { Facts } from '../../content/facts/schema';
import type { Locale, LocaleFacts } from '../../i18n/locales';
import type { Account } from '../sign-in/account';
import { type FieldProblem, checkForm, formMessagesFor } from '../fields/checks';
import type { FormMessages } from '../../content/contact/forms-words-schema';
import { deliver, failureAnswer, newSendKey, signInLapsed } from '../delivery/delivery';
import { clearDraft, saveDraft, type Typed } from './drafts';
import { answersIn } from '../booking/answers';
import type { LaterWords, PageFormsWords } from '../words';
import { ErrorSummary } from './ErrorSummary';
import { Field, type FieldSetting, datePartId, fieldId } from '../controls/Field';
import { stopInputId } from '../controls/Stops';
import { type ProblemFieldWords, problemWords, withOneLine } from '../fields/problem-words';
import {
  type ContactValues,
  type FieldName,
  type FieldRow,
  type FormKind,
  fieldsOf,
  holds,
  isShown,
  rideDetails,
  valuesInPlay,
} from '../../content/forms/tables';
import { sendable } from '../fields/text';
import { type FormState, formReducer, formValues, initialFormState, rideDetailsOpen } from './form-state';
import styles from './FormPanel.module.css';
import { RideDetails } from '../controls/RideDetails';
import { type Banner, StatusBanner } from './StatusBanner';
import { Confirmation } from './Confirmation';
import { RideDates } from '../ride-dates/RideDates';
import { Icon } from '../../components/Icon';
import { PhoneLinked } from './PhoneLinked';

interface FormPanelProps<Kind extends FormKind> {
  kind: Kind;
  words: PageFormsWords;
  /** The required messages (FORM-MESSAGES), in Spanish on every page. */
  messages: FormMessages;
  locale: Locale;
  /** The page's language: how it writes numbers (Intl), its order of a date's parts. */
  language: LocaleFacts;
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
  /** The ride details' words, once the page's script has loaded them; null before (or when the words hold them already). */
  laterWords: LaterWords | null;
  /** The address's query, whose ride answers ("Book this") the form applies; "" for none. */
  booking: string;
  /** Told once a signed-in form holds the booked answers, and its draft keeps them. */
  onBookingKept: () => void;
  /** Told, with the relay's words, when the relay no longer takes the sign-in: the visitor signs in again, the draft kept. */
  onSignInLapsed: (words: string) => void;
}

/** The banner under the form for its delivery, if any. */
function bannerFor({ delivery, answers }: FormState<FormKind>, words: PageFormsWords): Banner | null {
  switch (delivery.phase) {
    case 'idle':
      return null;
    case 'sending':
      // Its id differs from every answer's, so the answer that replaces it starts a fresh timer.
      return delivery.overdue ? { id: -(answers + 1), kind: 'waiting', nextStep: words.nextSteps.overdue, lasting: true } : null;
    case 'settled': {
      const { id, outcome, message, said, next } = delivery;
      return {
        id,
        kind: outcome,
        message,
        ...(said === undefined ? {} : { said }),
        ...(next === undefined ? {} : { nextStep: words.nextSteps[next] }),
      };
    }
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
  language,
  privacyHref,
  account,
  phone,
  active,
  headingRef,
  onSendingChange,
  onNewsWhileHidden,
  laterWords,
  booking,
  onBookingKept,
  onSignInLapsed,
}: FormPanelProps<Kind>) {
  const [state, dispatch] = useReducer(formReducer<Kind>, null, () => initialFormState(kind, account));
  const inFlight = useRef(false);
  const summary = useRef<HTMLDivElement>(null);
  const confirmationHeading = useRef<HTMLHeadingElement>(null);
  const formWords = words[kind];
  // The ride details' words, loaded later, join the form's own; until then those fields are not drawn.
  const fieldWords = { ...formWords.fields, ...laterWords?.fields } as Partial<
    Record<FieldName<Kind>, ProblemFieldWords & { otherWords?: ProblemFieldWords }>
  >;
  const rideDetailsWords = { ...words.rideDetails, ...laterWords?.rideDetails };
  const confirmationWords = words.confirmation ?? laterWords?.confirmation;
  // Where the office reads another language, the message is written in its words (src/forms/words.ts `OfficeWords`).
  const office = laterWords?.office;
  const { numbers, dateOrder } = language;
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

  // Answers a link carried, as far as the form offers them; a draft's other answers stay. Not before
  // the ride details' words have come: a choice the form cannot name yet would be dropped for good.
  const applyBooking = useEffectEvent(() => {
    const offered: Partial<Record<string, ProblemFieldWords>> = fieldWords;
    const answers = answersIn(booking, (field) => offered[field]?.options?.map((option) => option.value));
    if (answers === null || Object.keys(answers).length === 0) return;
    dispatch({ type: 'book', answers: answers as Typed<Kind> });
    if (draftKey !== null) onBookingKept();
  });
  useEffect(() => {
    applyBooking();
  }, [booking, laterWords]);

  const expire = useCallback((id: number) => {
    dispatch({ type: 'expire', id });
  }, []);

  // A message just sent: the keyboard and the screen reader go to its confirmation.
  useEffect(() => {
    if (state.confirmation !== null && active) confirmationHeading.current?.focus();
  }, [state.confirmation, active]);

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
    // The same words sent again are the same message: the relay sends it once.
    const key = state.sendKey ?? newSendKey();
    dispatch({ type: 'sending', key });
    try {
      const sent = await deliver(
        {
          kind,
          values,
          words: office?.words ?? { fields: fieldWords, ...rideDetailsWords, referenceLine: words.referenceLine },
          language: office?.language ?? language,
          locale,
          credential: account.credential,
          key,
        },
        () => {
          dispatch({ type: 'overdue' });
        },
      );
      dispatch({
        type: 'answered',
        outcome: 'success',
        message: messages.success,
        sent: { ...sent, phone: sendable((values as Readonly<Record<string, string>>)['phone'] ?? ''), values: valuesInPlay(kind, values) },
      });
    } catch (error) {
      if (signInLapsed(error)) onSignInLapsed(error.text);
      else dispatch({ type: 'answered', outcome: 'error', ...failureAnswer(error, messages) });
    } finally {
      inFlight.current = false;
    }
  }

  // A field's words as they read now: its `otherWords` while its table says so ("Your full name").
  const wordsOf = (name: FieldName<Kind>): ProblemFieldWords => {
    const own = fieldWords[name] ?? { label: name };
    const row = fieldsOf(kind).find((candidate) => candidate.name === name);
    const other = row?.otherWordsWhen !== undefined && holds(kind, row.otherWordsWhen, values);
    return withOneLine(other && own.otherWords !== undefined ? { ...own, ...own.otherWords } : own, words.oneLine);
  };
  // A field's first problem marks it; a list (stops) has one for each item at fault.
  const problemOf = new Map([...state.problems].reverse().map((problem) => [problem.field, problem]));
  const problemText = (problem: FieldProblem<FieldName<Kind>>): string => problemWords(wordsOf(problem.field), problem);
  const errorOf = (name: FieldName<Kind>): string | undefined => {
    const found = problemOf.get(name);
    return found === undefined ? undefined : problemText(found);
  };
  const itemErrorsOf = (name: FieldName<Kind>) =>
    new Map(
      state.problems.flatMap((problem) =>
        problem.field === name && problem.item !== undefined ? [[problem.item, problemText(problem)] as const] : [],
      ),
    );
  // The summary links a date to its part to put right, a stop to its own field.
  const targetOf = ({ field, part, item }: FieldProblem<FieldName<Kind>>) =>
    item !== undefined
      ? stopInputId(fieldId(kind, field), item)
      : part === undefined
        ? fieldId(kind, field)
        : datePartId(kind, field, part);
  const formMessages = formMessagesFor(kind, state.problems).map((key) => messages[key]);
  const headingId = `${kind}-heading`;
  const shownFields = fieldsOf(kind).filter((row) => isShown(kind, row, values));
  const setting: FieldSetting = {
    formId: kind,
    dateOrder,
    errorPrefix: words.fieldErrorPrefix,
    counterTemplate: words.counter,
    numbers,
    clearChoice: words.clearChoice,
    readOnly: sending,
    onChange: (name, value) => {
      if (!sending) dispatch({ type: 'edit', field: name as FieldName<Kind>, value });
    },
  };
  const field = (row: FieldRow & { name: FieldName<Kind> }) => {
    const problem = problemOf.get(row.name);
    const drawn = (
      <Field
        key={row.name}
        row={row}
        words={wordsOf(row.name)}
        value={values[row.name]}
        error={row.control === 'stops' ? undefined : errorOf(row.name)}
        itemErrors={itemErrorsOf(row.name)}
        // A date before today, or before the date it follows, is wrong as a whole; otherwise the part at fault is marked.
        errorPart={problem?.fault === 'past' || problem?.fault === 'tooEarly' ? undefined : problem?.part}
        form={setting}
      />
    );
    if (row.name !== rideDetails.datesShownAfter) return drawn;
    // Drawn with the ride details, once their words have come.
    return (
      <Fragment key={row.name}>
        {drawn}
        <RideDates values={values as unknown as ContactValues} words={rideDetailsWords.dates} fields={fieldWords} language={language} />
      </Fragment>
    );
  };

  return (
    <section className={styles.panel} hidden={!active} aria-labelledby={headingId}>
      {state.confirmation === null || confirmationWords === undefined ? null : (
        <Confirmation
          kind={kind}
          sent={state.confirmation}
          words={confirmationWords}
          headingRef={confirmationHeading}
          language={language}
          phone={phone}
        />
      )}
      {state.mayHaveGone === null ? null : (
        // A reference once given stays in sight: the message may have gone, and a call says whether.
        <p className={styles.mayHaveGone} data-may-have-gone="">
          <Icon icon={TriangleAlert} size={28} />
          <span>
            <PhoneLinked text={state.mayHaveGone.said} phone={phone} />
            {/* Words that say to call without the number get it, to call at once. */}
            {state.mayHaveGone.said.includes(phone.display) ? null : (
              <>
                {' '}
                <a href={`tel:${phone.tel}`}>{phone.display}</a>
              </>
            )}
          </span>
        </p>
      )}
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
            items={state.problems.map((problem) => ({ id: targetOf(problem), text: problemText(problem) }))}
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
                words={rideDetailsWords}
                // Drawn open once their words are here.
                open={rideDetailsOpen(state, values) && fieldWords[row.name] !== undefined}
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
            {sending ? <Icon icon={LoaderCircle} className={styles.spinner} size={24} /> : null}
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
      <StatusBanner banner={banner} lang={messages.lang} pageLang={locale} phone={phone} hidden={!active} onExpire={expire} />
    </section>
  );
}
