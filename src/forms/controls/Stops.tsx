import { Plus } from 'lucide';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { buttonClass } from '../../components/ButtonLink';
import { fillText } from '../../components/words/fill-text';
import textInput from '../../components/TextInput.module.css';
import { stopNumber, stopsOf, stopsValue } from '../fields/lists';
import fieldStyles from './Field.module.css';
import type { FieldWords, StopsWords } from '../fields/field-words';
import { FieldError } from './FieldError';
import offer from './RideDetails.module.css';
import styles from './Stops.module.css';
import { Icon } from '../../components/Icon';

interface StopsProps {
  /** The field's id: each stop's input is "<id>-<index>", the add button "<id>-add". */
  id: string;
  name: string;
  words: FieldWords & StopsWords;
  /** The stops as the form keeps them (fields/lists.ts `stopsValue`). */
  value: string;
  maxItems: number;
  maxLength: number | undefined;
  /** What is wrong with each stop at fault, by its place. */
  itemErrors: ReadonlyMap<number, string>;
  errorPrefix: string;
  readOnly: boolean;
  onChange: (value: string) => void;
}

export function stopInputId(id: string, index: number): string {
  return `${id}-${String(index)}`;
}

/**
 * The stops between the pickup and the destination: an address field each ("Stop 2", the pickup
 * being the first), added and removed one at a time up to `maxItems`, after which the add button
 * gives way to the limit in words. A new stop takes the keyboard; a removed one hands it to the
 * stop now in its place, else the one before, else the add button; each change is read out
 * (requirement BOOK-STOPS).
 */
export function Stops({ id, name, words, value, maxItems, maxLength, itemErrors, errorPrefix, readOnly, onChange }: StopsProps) {
  const stops = stopsOf(value);
  const [news, setNews] = useState('');
  const hintId = `${id}-hint`;
  const addId = `${id}-add`;
  const numbered = (template: string, index: number) => fillText(template, { number: stopNumber(index) });

  function change(next: readonly string[], said: string, focus: string) {
    flushSync(() => {
      onChange(stopsValue(next));
      setNews(said);
    });
    document.getElementById(focus)?.focus();
  }

  return (
    <fieldset className={fieldStyles.choices} aria-describedby={words.hint === undefined ? undefined : hintId}>
      <legend className={`${textInput.label} ${fieldStyles.legend}`}>{words.label}</legend>
      {words.hint === undefined ? null : (
        <p id={hintId} className={textInput.hint}>
          {words.hint}
        </p>
      )}
      {stops.length === 0 ? null : (
        <ol className={styles.list}>
          {stops.map((stop, index) => {
            const inputId = stopInputId(id, index);
            const error = itemErrors.get(index);
            return (
              // Keyed by place: a stop is its place on the way, and its words follow it.
              <li key={index} className={`${styles.stop} ${error === undefined ? '' : fieldStyles.invalid}`}>
                <label className={textInput.label} htmlFor={inputId}>
                  {numbered(words.item, index)}
                </label>
                {error === undefined ? null : <FieldError id={`${inputId}-error`} prefix={errorPrefix} text={error} />}
                <div className={styles.row}>
                  <input
                    id={inputId}
                    name={`${name}-${String(index)}`}
                    className={textInput.input}
                    type="text"
                    autoComplete="off"
                    maxLength={maxLength}
                    value={stop}
                    readOnly={readOnly}
                    aria-invalid={error === undefined ? undefined : true}
                    aria-describedby={error === undefined ? undefined : `${inputId}-error`}
                    onChange={(event) => {
                      if (!readOnly) onChange(stopsValue(stops.map((other, at) => (at === index ? event.currentTarget.value : other))));
                    }}
                  />
                  <button
                    type="button"
                    className={buttonClass('secondary', styles.remove)}
                    aria-disabled={readOnly || undefined}
                    onClick={() => {
                      if (readOnly) return;
                      const rest = stops.filter((_, at) => at !== index);
                      const next = rest.length === 0 ? addId : stopInputId(id, Math.min(index, rest.length - 1));
                      change(rest, numbered(words.removed, index), next);
                    }}
                  >
                    {numbered(words.remove, index)}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {stops.length < maxItems ? (
        <button
          id={addId}
          type="button"
          className={buttonClass('secondary', offer.offer)}
          aria-disabled={readOnly || undefined}
          onClick={() => {
            if (!readOnly) change([...stops, ''], numbered(words.added, stops.length), stopInputId(id, stops.length));
          }}
        >
          <Icon icon={Plus} size={24} />
          {words.add}
        </button>
      ) : (
        <p className={styles.limit}>{fillText(words.limit, { count: maxItems })}</p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {news}
      </p>
    </fieldset>
  );
}
