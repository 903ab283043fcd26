import { ChevronDownIcon, CircleAlertIcon } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import styles from './Field.module.css';

interface FieldText {
  label: string;
  hint?: string | undefined;
}

interface BaseFieldProps {
  /** The form's prefix, so ids are unique on the page: "contact" gives "contact-fullName". */
  formId: string;
  name: string;
  text: FieldText;
  value: string;
  /** The line saying what is wrong, when the field is at fault. */
  error?: string | undefined;
  onChange: (name: string, value: string) => void;
}

interface InputFieldProps extends BaseFieldProps {
  control: 'input';
  type: 'text' | 'tel' | 'email' | 'number';
  autoComplete?: string | undefined;
  maxLength?: number | undefined;
}

interface TextAreaFieldProps extends BaseFieldProps {
  control: 'textarea';
  maxLength: number;
  /** "{count} characters left". */
  counterTemplate: string;
}

interface SelectFieldProps extends BaseFieldProps {
  control: 'select';
  placeholder: string;
  options: readonly { value: string; label: string }[];
}

export type FieldProps = InputFieldProps | TextAreaFieldProps | SelectFieldProps;

export function fieldId(formId: string, name: string): string {
  return `${formId}-${name}`;
}

/** Remaining counts at which the long fields tell screen readers how much room is left, once each on the way down. */
const announceAt = [200, 100, 50, 20, 0];
/** From here down the visible count is drawn stronger. */
const lowAt = 200;

function counterText(template: string, count: number): string {
  return template.replace('{count}', count.toLocaleString('en-US'));
}

/** The long fields' remaining characters: shown all along, announced politely only near the limit. */
function Counter({ id, remaining, template }: { id: string; remaining: number; template: string }) {
  const level = announceAt.filter((threshold) => remaining <= threshold).length;
  const [announced, setAnnounced] = useState({ level, text: '' });
  if (announced.level !== level) {
    setAnnounced({ level, text: level > announced.level ? counterText(template, remaining) : '' });
  }
  return (
    <>
      <p id={id} className={`${styles.counter} ${remaining <= lowAt ? styles.counterLow : ''}`}>
        {counterText(template, remaining)}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announced.text}
      </p>
    </>
  );
}

/** A labelled field: label, optional hint, the error line when at fault, the control, and a counter for long text. */
export function Field(props: FieldProps) {
  const { formId, name, text, value, error, onChange } = props;
  const id = fieldId(formId, name);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const describedBy =
    [text.hint === undefined ? '' : hintId, error === undefined ? '' : errorId, props.control === 'textarea' ? counterId : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const invalid = error !== undefined;
  const common = {
    id,
    name,
    value,
    required: true,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      onChange(name, event.currentTarget.value);
    },
  };

  let control;
  switch (props.control) {
    case 'input':
      control = (
        <input
          {...common}
          className={styles.input}
          type={props.type}
          autoComplete={props.autoComplete}
          maxLength={props.maxLength}
          {...(props.type === 'number' ? { min: 0, step: 'any', inputMode: 'decimal' as const } : {})}
        />
      );
      break;
    case 'textarea':
      control = <textarea {...common} className={`${styles.input} ${styles.textarea}`} rows={6} maxLength={props.maxLength} />;
      break;
    case 'select':
      control = (
        <div className={styles.selectWrap}>
          <select {...common} className={`${styles.input} ${styles.select}`}>
            <option value="">{props.placeholder}</option>
            {props.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDownIcon className={styles.chevron} aria-hidden="true" focusable="false" size={24} />
        </div>
      );
      break;
  }

  return (
    <div className={`${styles.field} ${invalid ? styles.invalid : ''}`}>
      <label className={styles.label} htmlFor={id}>
        {text.label}
      </label>
      {text.hint === undefined ? null : (
        <p id={hintId} className={styles.hint}>
          {text.hint}
        </p>
      )}
      {error === undefined ? null : (
        <p id={errorId} className={styles.error}>
          <CircleAlertIcon className={styles.errorIcon} aria-hidden="true" focusable="false" size={24} />
          <span>{error}</span>
        </p>
      )}
      {control}
      {props.control === 'textarea' ? (
        <Counter id={counterId} remaining={props.maxLength - value.length} template={props.counterTemplate} />
      ) : null}
    </div>
  );
}
