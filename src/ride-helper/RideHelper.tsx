import { useEffect, useId, useRef, useState } from 'react';
import type { Facts } from '../content/facts/schema';
import type { RideAnswers } from '../content/forms/values';
import type { RideHelperWords } from '../content/ride-helper/schema';
import { comeBackAnswers } from '../content/ride-helper/values';
import { type HelperAnswers, type Suggestion, suggest } from './questions';
import { heldSubmitAttribute } from '../directives/held-submit';
import type { Locale } from '../i18n/locales';
import helperData from 'virtual:ride-helper';
import styles from './RideHelper.module.css';

interface Choice {
  value: string;
  label: string;
}

/** Something the helper may suggest: its name and the address of its card. */
interface Suggested {
  name: string;
  href: string;
}

export interface RideHelperData {
  words: RideHelperWords;
  /** The choices of the questions the helper shares with the contact form, in its words. */
  choices: Record<'mobility' | 'companions' | 'repeats', Choice[]>;
  rules: Facts['rideHelper'];
  /** Each vehicle, with how many it carries. */
  vehicles: (Facts['vehicles'][number] & Suggested)[];
  /** Each service level, by its id. */
  levels: Readonly<Record<string, Suggested>>;
  /** The trip mode of /trips for each Trip answer, and for a ride that repeats. */
  trips: Readonly<Partial<Record<Suggestion['tripMode'], Suggested>>>;
  serviceLevelAnswers: Facts['serviceLevelAnswers'];
  /** The contact page of the page's language as a booking link with no answers yet (answers.ts `bookingHref`), made at build. */
  bookingBase: string;
}

/**
 * A booking link with the suggestion's answers: each a query parameter named for its field, as
 * `bookingHref` writes them (answers.ts, which `RideHelper.test.tsx` holds this to). Written here
 * so the helper's script shares no file with the forms'.
 */
export function withAnswers(base: string, answers: RideAnswers): string {
  const query = new URLSearchParams(base.slice(base.indexOf('?') + 1));
  for (const [field, value] of Object.entries(answers)) if (value !== undefined) query.set(field, value);
  return `${base.slice(0, base.indexOf('?'))}?${query.toString()}`;
}

const unanswered: HelperAnswers = { mobility: '', companions: '', comeBack: '', repeats: '' };

/** The answers the form holds: read from its radios, which keep what was chosen before the script came. */
function answersOf(form: HTMLFormElement | null): HelperAnswers {
  if (form === null) return unanswered;
  const data = new FormData(form);
  const answer = (name: keyof HelperAnswers) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const comeBack = answer('comeBack');
  return {
    mobility: answer('mobility'),
    companions: answer('companions'),
    comeBack: comeBackAnswers.find((known) => known === comeBack) ?? '',
    repeats: answer('repeats'),
  };
}

/** The first choice of the first question not yet answered, or null once all are. */
function firstOpenChoice(form: HTMLFormElement | null): HTMLInputElement | null {
  const answers = answersOf(form);
  const open = (Object.keys(answers) as (keyof HelperAnswers)[]).find((name) => answers[name] === '');
  return open === undefined ? null : (form?.querySelector<HTMLInputElement>(`input[name="${open}"]`) ?? null);
}

/**
 * "Which ride fits?": four plain questions, answered at once with a vehicle, a service level and a
 * trip, each linked to its card, and "Book this ride", which carries every answer to the contact
 * form. Loaded when touched (`client:touch`): the radios are plain HTML and keep what is chosen
 * while the script comes, and it answers those choices once it runs. Without JavaScript it is not
 * shown (`data-needs-script`); the list of which vehicle suits which rider stands in. Its words and
 * data come in its own bundle, for every language (`virtual:ride-helper`): the page hands it only its language.
 */
export function RideHelper({ locale }: { locale: Locale }) {
  const { words, choices, rules, vehicles, levels, trips, serviceLevelAnswers, bookingBase } = helperData[locale];
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const answerHeading = useRef<HTMLHeadingElement>(null);
  const [answers, setAnswers] = useState(unanswered);
  /** How many times the form was sent: each time, once drawn, the reader is taken to the answer or the first open question. */
  const [sent, setSent] = useState(0);
  useEffect(() => {
    setAnswers(answersOf(form.current));
    // Sent before this script ran (client:touch held it): answered now.
    if (form.current?.hasAttribute(heldSubmitAttribute)) {
      form.current.removeAttribute(heldSubmitAttribute);
      setSent(1);
    }
  }, []);
  const suggestion = suggest(answers, rules, vehicles, serviceLevelAnswers);
  const vehicle = vehicles.find((candidate) => candidate.id === suggestion?.vehicle);
  const suggested: [string, Suggested | undefined][] =
    suggestion === null
      ? []
      : [
          [words.suggestion.vehicle, vehicle],
          [words.suggestion.serviceLevel, levels[suggestion.serviceLevel]],
          [words.suggestion.trip, trips[suggestion.tripMode]],
        ];
  const questions: [keyof HelperAnswers, string, Choice[]][] = [
    ['mobility', words.mobility, choices.mobility],
    ['companions', words.companions, choices.companions],
    ['comeBack', words.comeBack.label, words.comeBack.options],
    ['repeats', words.repeats, choices.repeats],
  ];
  // The answer is already there as each choice is made: sending the form only takes the reader
  // to it, or to the first question still open.
  useEffect(() => {
    if (sent > 0) (firstOpenChoice(form.current) ?? answerHeading.current)?.focus();
  }, [sent]);
  return (
    <section className={styles.helper} aria-labelledby={`${id}-heading`} data-needs-script="">
      <h3 id={`${id}-heading`} className={styles.heading}>
        {words.heading}
      </h3>
      <p className={styles.intro}>{words.intro}</p>
      <form
        ref={form}
        className={styles.questions}
        onChange={() => {
          setAnswers(answersOf(form.current));
        }}
        onSubmit={(event) => {
          event.preventDefault();
          setSent((times) => times + 1);
        }}
      >
        {questions.map(([name, label, options]) => (
          <fieldset key={name} className={styles.question}>
            <legend className={styles.legend}>{label}</legend>
            {options.map((option) => (
              <label key={option.value} className={styles.choice}>
                <input type="radio" name={name} value={option.value} />
                <span>{option.label}</span>
              </label>
            ))}
          </fieldset>
        ))}
        <button type="submit" className={styles.show}>
          {words.suggestion.show}
        </button>
      </form>
      <div className={styles.answer} aria-live="polite">
        {suggestion === null ? (
          <p className={styles.waiting}>{words.suggestion.waiting}</p>
        ) : (
          <>
            <h4 ref={answerHeading} tabIndex={-1} className={styles.answerHeading}>
              {words.suggestion.heading}
            </h4>
            <dl className={styles.suggested}>
              {suggested.map(([label, item]) =>
                item === undefined ? null : (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>
                      <a href={item.href}>{item.name}</a>
                    </dd>
                  </div>
                ),
              )}
            </dl>
            <a className={styles.book} href={withAnswers(bookingBase, suggestion.book)}>
              {words.suggestion.book}
            </a>
          </>
        )}
      </div>
    </section>
  );
}
