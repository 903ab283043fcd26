import { PUBLIC_FORMS_RELAY } from 'astro:env/client';
import { CircleCheck } from 'lucide';
import type { Ref } from 'react';
import { buttonClass } from '../../components/ButtonLink';
import { fillTemplate } from '../../components/words/fill-template';
import { Icon } from '../../components/Icon';
import type { ContactValues, FormKind } from '../../content/forms/tables';
import type { LocaleFacts } from '../../i18n/locales';
import { AddToCalendar } from '../ride-dates/AddToCalendar';
import type { FormsWords } from '../../content/contact/forms-words-schema';
import styles from './Confirmation.module.css';
import { PhoneLinked } from './PhoneLinked';
import type { Facts } from '../../content/facts/schema';
import { asksForARide, type SentMessage } from './form-state';

interface ConfirmationProps {
  kind: FormKind;
  sent: SentMessage;
  words: FormsWords['confirmation'];
  /** The heading, which takes focus when the confirmation appears. */
  headingRef: Ref<HTMLHeadingElement>;
  /** The page's language, which the calendar file is written in. */
  language: LocaleFacts;
  /** The company's phone number: the calendar's events say to call it, and a kept message's words may. */
  phone: Facts['company']['phone'];
}

/**
 * What stays on the page once a message is sent, until the visitor starts another (requirement
 * CONFIRMATION): the reference to quote, every line the company received, what happens next, and
 * a button to print it. On paper the contact page then prints this and nothing else of the forms
 * (print.css).
 */
export function Confirmation({ kind, sent, words, headingRef, language, phone: company }: ConfirmationProps) {
  const { reference, received, copyTo, phone, values, late } = sent;
  return (
    <section className={styles.confirmation} aria-labelledby={`${kind}-sent`} data-confirmation="">
      <h2 id={`${kind}-sent`} ref={headingRef} tabIndex={-1} className={styles.heading}>
        <Icon icon={CircleCheck} size={32} />
        {words.heading[kind]}
      </h2>
      <p className={styles.reference}>{fillTemplate(words.reference, { reference: <strong>{reference}</strong> })}</p>
      {/* A message the relay keeps to pass on: when the office sees it, here and on paper as on the banner. */}
      {late === null ? null : (
        <p className={styles.late}>
          <PhoneLinked text={late} phone={company} />
        </p>
      )}
      <p>{words.referenceHint}</p>
      <h3>{words.nextHeading}</h3>
      <p>{fillTemplate(words.next[kind], { phone: <span>{phone}</span> })}</p>
      {kind === 'contact' && asksForARide(kind, values) ? (
        <AddToCalendar
          ride={{ values: values as ContactValues, reference, language, phone: company.display }}
          words={{ ...words.calendar, reference: words.reference }}
          buttonClassName={styles.print}
        />
      ) : null}
      {/* Only the relay sends a copy, when the month's sending allows one: a build without it leaves this line out of its script. */}
      {PUBLIC_FORMS_RELAY ? (
        <p>{copyTo === null ? words.noCopy : fillTemplate(words.copySent, { email: <strong>{copyTo}</strong> })}</p>
      ) : null}
      <h3>{words.receivedHeading}</h3>
      <dl className={styles.received}>
        {received.map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        className={buttonClass('secondary', `${styles.print} screen-only`)}
        onClick={() => {
          window.print();
        }}
      >
        {words.print}
      </button>
    </section>
  );
}
