import { useEffect, useState } from 'react';
import type { ContactValues } from '../../content/forms/tables';
import type { LocaleFacts } from '../../i18n/locales';
import { firstBookableDate } from '../fields/checks';
import type { ProblemFieldWords } from '../fields/problem-words';
import { type DatesWords, datesSummary } from './dates-text';
import styles from './RideDates.module.css';

interface RideDatesProps {
  values: ContactValues;
  words: DatesWords;
  /** The form's fields' words: the summary says what their checks say of a pickup date past, or a last ride before it. */
  fields: Readonly<Partial<Record<string, ProblemFieldWords>>>;
  language: LocaleFacts;
}

/** How long the answers stay still before the summary changes: long enough not to speak on each key. */
const settleMilliseconds = 800;

/**
 * Under the pickup date of a repeating ride: which dates the answers make (dates-text.ts
 * `datesSummary`), in a polite live region that changes once the visitor pauses, so a screen
 * reader speaks the new dates once rather than on every key (requirement BOOK-DATES).
 */
export function RideDates({ values, words, fields, language }: RideDatesProps) {
  const said = { dates: words, past: fields['pickupDate']?.errors?.past ?? '', tooEarly: fields['repeatUntil']?.errors?.tooEarly ?? '' };
  const text = datesSummary(values, said, language, firstBookableDate()).join(' ');
  const [shown, setShown] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      setShown(text);
    }, settleMilliseconds);
    return () => {
      clearTimeout(timer);
    };
  }, [text]);
  if (text === '') return null;
  // The region is in place, empty, before its first words: a screen reader then speaks them.
  return (
    <p role="status" className={shown === '' ? styles.empty : styles.dates}>
      {shown}
    </p>
  );
}
