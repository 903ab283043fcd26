import { ChevronDown } from 'lucide';
import { type ChangeEvent, useState } from 'react';
import { fillTemplate } from '../../components/words/fill-template';
import textInput from '../../components/TextInput.module.css';
import type { DateOrder, DatePart } from '../../i18n/locales';
import { dateValue, datePartName, datePartsOf, spreadDate } from '../fields/date-time';
import { choicesOf, choicesValue } from '../fields/lists';
import styles from './Field.module.css';
import choiceStyles from '../../components/Choice.module.css';
import type { FieldRow } from '../../content/forms/tables';
import type { FieldWords, ShownFieldWords, StopsWords } from '../fields/field-words';
import { FieldError } from './FieldError';
import { Stops } from './Stops';
import { Icon } from '../../components/Icon';

/** What every field of a form shares. */
export interface FieldSetting {
  /** The form's prefix, so ids are unique on the page: "contact" gives "contact-fullName". */
  formId: string;
  /** The page's order of a date's parts: month, day, year in English. */
  dateOrder: DateOrder;
  /** Read out before an error: "Error:". */
  errorPrefix: string;
  /** "{count} characters left", under fields with a length limit shown. */
  counterTemplate: string;
  /** How the page writes numbers (Intl), for the count: "5,000". */
  numbers: string;
  /** For optional radios, the button that takes a choice back: "Clear this answer". */
  clearChoice: string;
  /** While the form is on its way: the value can be read and focused, not changed. */
  readOnly: boolean;
  onChange: (name: string, value: string) => void;
}

interface FieldProps {
  /** The field's row in its form's table. */
  row: FieldRow;
  words: ShownFieldWords;
  value: string;
  /** What is wrong and what to do, when the field is at fault. */
  error?: string | undefined;
  /** For a date at fault: the part to put right; every part when not given. */
  errorPart?: DatePart | undefined;
  /** For a list (stops): what is wrong with each item at fault, by its place. */
  itemErrors?: ReadonlyMap<number, string>;
  form: FieldSetting;
}

export function fieldId(formId: string, name: string): string {
  return `${formId}-${name}`;
}

/** The id of a date's part, for its label and the error summary's link: "contact-pickupDate-month". */
export function datePartId(formId: string, name: string, part: DatePart): string {
  return fieldId(formId, datePartName(name, part));
}

/** Remaining counts at which the long fields tell screen readers how much room is left, once each on the way down. */
const announceAt = [200, 100, 50, 20, 0];
/** From here down the visible count is drawn stronger. */
const lowAt = 200;

function counterText(template: string, count: number, numbers: string) {
  return fillTemplate(template, { count: count.toLocaleString(numbers) });
}

/** The long fields' remaining characters: shown all along, announced politely only near the limit. */
function Counter({ id, remaining, template, numbers }: { id: string; remaining: number; template: string; numbers: string }) {
  const level = announceAt.filter((threshold) => remaining <= threshold).length;
  const [announced, setAnnounced] = useState({ level, remaining: -1 });
  if (announced.level !== level) {
    setAnnounced({ level, remaining: level > announced.level ? remaining : -1 });
  }
  return (
    <>
      <p id={id} className={`${styles.counter} ${remaining <= lowAt ? styles.counterLow : ''}`}>
        {counterText(template, remaining, numbers)}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announced.remaining < 0 ? null : counterText(template, announced.remaining, numbers)}
      </p>
    </>
  );
}

/**
 * A labelled field, GOV.UK style: label, optional hint, the error when at fault (its prefix read
 * out, not shown), the control, and a counter for long text. Hint, error and counter are joined to
 * the control by `aria-describedby`. Radios are a group named by its legend instead.
 */
export function Field({ row, words, value, error, errorPart, itemErrors, form }: FieldProps) {
  const { formId, dateOrder, errorPrefix, counterTemplate, numbers, clearChoice, readOnly, onChange } = form;
  const id = fieldId(formId, row.name);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const counted = row.control === 'textarea' && row.maxLength !== undefined;
  const describedBy =
    [words.hint === undefined ? '' : hintId, error === undefined ? '' : errorId, counted ? counterId : ''].filter(Boolean).join(' ') ||
    undefined;
  const invalid = error !== undefined;
  const hintAndError = (
    <>
      {words.hint === undefined ? null : (
        <p id={hintId} className={textInput.hint}>
          {words.hint}
        </p>
      )}
      {error === undefined ? null : <FieldError id={errorId} prefix={errorPrefix} text={error} />}
    </>
  );
  const fieldClass = `${styles.field} ${invalid ? styles.invalid : ''}`;

  if (row.control === 'date') {
    const parts = datePartsOf(value);
    const [first] = dateOrder;
    return (
      <div className={fieldClass}>
        {/* GOV.UK's date input: a group named by the field's label, its hint and error, then a labelled text input per part. */}
        <fieldset id={id} className={styles.choices} aria-describedby={describedBy}>
          <legend className={`${textInput.label} ${styles.legend}`}>{words.label}</legend>
          {hintAndError}
          <div className={styles.dateParts}>
            {dateOrder.map((part) => {
              const partId = datePartId(formId, row.name, part);
              return (
                <div key={part} className={styles.datePart}>
                  <label className={styles.datePartLabel} htmlFor={partId}>
                    {words.parts?.[part]}
                  </label>
                  {/* No maxLength: a whole date typed into the first part is kept, and spread over the parts on leaving it. */}
                  <input
                    id={partId}
                    name={datePartName(row.name, part)}
                    className={`${textInput.input} ${part === 'year' ? styles.yearPart : styles.shortPart}`}
                    type="text"
                    inputMode="numeric"
                    autoComplete="off"
                    value={parts[part]}
                    aria-invalid={(invalid && (errorPart === undefined || errorPart === part)) || undefined}
                    readOnly={readOnly}
                    onChange={(event) => {
                      if (!readOnly) onChange(row.name, dateValue({ ...parts, [part]: event.currentTarget.value }));
                    }}
                    onBlur={() => {
                      if (readOnly || part !== first) return;
                      const spread = spreadDate(parts, dateOrder);
                      if (spread !== parts) onChange(row.name, dateValue(spread));
                    }}
                  />
                </div>
              );
            })}
          </div>
        </fieldset>
      </div>
    );
  }

  if (row.control === 'stops') {
    return (
      <div className={fieldClass}>
        <Stops
          id={id}
          name={row.name}
          words={words as StopsWords & FieldWords}
          value={value}
          maxItems={row.maxItems ?? 1}
          maxLength={row.maxLength}
          itemErrors={itemErrors ?? new Map()}
          errorPrefix={errorPrefix}
          readOnly={readOnly}
          onChange={(stops) => {
            onChange(row.name, stops);
          }}
        />
      </div>
    );
  }

  if (row.control === 'radios' || row.control === 'checkboxes') {
    const legendId = `${id}-legend`;
    const clearId = `${id}-clear`;
    const several = row.control === 'checkboxes';
    const chosen = several ? choicesOf(value) : [value];
    const values = words.options?.map((option) => option.value) ?? [];
    // "Not sure" first, held as no value: the field starts on it, and choosing it takes a choice back.
    const choices =
      row.blankChoice === true ? [{ value: '', label: words.blankChoice ?? '' }, ...(words.options ?? [])] : (words.options ?? []);
    // A question with nothing to choose is no question: Trip, once the owner has left no trip mode that books one.
    if (choices.length === 0) return null;
    return (
      <div className={fieldClass}>
        {/*
          A radio group, so it can say it is read-only while sending (checkboxes: a plain group); the
          first choice carries the field's id, for the error summary's link.
        */}
        <fieldset
          className={styles.choices}
          role={several ? undefined : 'radiogroup'}
          aria-labelledby={legendId}
          aria-describedby={describedBy}
          aria-readonly={(!several && readOnly) || undefined}
        >
          <legend id={legendId} className={`${textInput.label} ${styles.legend}`}>
            {words.label}
          </legend>
          {hintAndError}
          <div className={styles.radios}>
            {choices.map((option, index) => (
              <label key={option.value} className={choiceStyles.choice}>
                <input
                  type={several ? 'checkbox' : 'radio'}
                  id={index === 0 ? id : `${id}-${option.value}`}
                  name={row.name}
                  value={option.value}
                  checked={chosen.includes(option.value)}
                  aria-invalid={(several && invalid) || undefined}
                  onChange={(event) => {
                    if (readOnly) return;
                    const others = chosen.filter((other) => other !== option.value);
                    onChange(
                      row.name,
                      several ? choicesValue(event.currentTarget.checked ? [...others, option.value] : others, values) : option.value,
                    );
                  }}
                />
                <span>{option.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {/* Outside the group, which holds only radios; named with the group, as several can show at once: "Clear this answer Mobility". */}
        {several || row.required || row.blankChoice === true || value === '' || readOnly ? null : (
          <button
            id={clearId}
            type="button"
            className={styles.clear}
            aria-labelledby={`${clearId} ${legendId}`}
            onClick={() => {
              onChange(row.name, '');
              // The button goes with the choice; the group keeps the keyboard.
              document.getElementById(id)?.focus();
            }}
          >
            {clearChoice}
          </button>
        )}
      </div>
    );
  }

  const common = {
    id,
    name: row.name,
    value,
    required: row.required,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      if (!readOnly) onChange(row.name, event.currentTarget.value);
    },
  };

  let control;
  switch (row.control) {
    case 'input':
      control = (
        <input
          {...common}
          className={row.check === 'time' ? `${textInput.input} ${styles.short}` : textInput.input}
          type={row.type ?? 'text'}
          inputMode={row.inputMode}
          autoComplete={row.autoComplete}
          maxLength={row.maxLength}
          readOnly={readOnly}
        />
      );
      break;
    case 'textarea':
      control = (
        <textarea
          {...common}
          className={`${textInput.input} ${styles.textarea}`}
          rows={6}
          maxLength={row.maxLength}
          readOnly={readOnly}
          // Chromium scrolls a focused text area only until its first line shows, which can leave the
          // box at the foot of the screen: the whole box comes into view, for the one typing into it.
          onFocus={(event) => {
            event.currentTarget.scrollIntoView({ block: 'nearest' });
          }}
        />
      );
      break;
    case 'select':
      // A select cannot be read-only: while sending it says so, and a change is undone (onChange above).
      control = (
        <div className={styles.selectWrap}>
          <select {...common} className={`${textInput.input} ${styles.select}`} aria-readonly={readOnly || undefined}>
            <option value="">{words.placeholder}</option>
            {words.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <Icon icon={ChevronDown} className={styles.chevron} size={24} />
        </div>
      );
      break;
  }

  return (
    <div className={fieldClass}>
      <label className={textInput.label} htmlFor={id}>
        {words.label}
      </label>
      {hintAndError}
      {control}
      {counted ? (
        <Counter id={counterId} remaining={(row.maxLength ?? 0) - value.length} template={counterTemplate} numbers={numbers} />
      ) : null}
    </div>
  );
}
