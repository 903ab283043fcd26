import { CircleAlert } from 'lucide';
import type { MouseEvent, Ref } from 'react';
import styles from './ErrorSummary.module.css';
import { Icon } from '../../components/Icon';

interface ErrorSummaryProps {
  /** The form's prefix, for the heading's id. */
  formId: string;
  heading: string;
  /** The required messages that apply (FORM-MESSAGES), such as 'Complete todos los campos obligatorios.' */
  formMessages: readonly string[];
  /** Their language. */
  lang: string;
  /** Each field at fault, in form order: its control's id and what to do. */
  items: readonly { id: string; text: string }[];
  /** Focused when the summary appears, so it is read out first. */
  ref: Ref<HTMLDivElement>;
}

/** Moves focus to the field rather than only scrolling to it, with its label in view above it. */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const control = document.getElementById(id);
  if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement)) return;
  event.preventDefault();
  (control.labels?.[0] ?? control).scrollIntoView({ block: 'start' });
  control.focus({ preventScroll: true });
}

/**
 * The box at the top of a form that could not be sent, as GOV.UK's error summary: it takes focus,
 * says what is wrong, and links to each field at fault with the same words the field shows.
 */
export function ErrorSummary({ formId, heading, formMessages, lang, items, ref }: ErrorSummaryProps) {
  const headingId = `${formId}-error-summary-heading`;
  return (
    // A named group, so that when it takes focus its heading is what is read first.
    <div ref={ref} className={styles.summary} tabIndex={-1} role="group" aria-labelledby={headingId}>
      <div role="alert">
        <h3 id={headingId} className={styles.heading}>
          <Icon icon={CircleAlert} size={28} />
          {heading}
        </h3>
        {formMessages.map((message) => (
          <p key={message} className={styles.message} lang={lang}>
            {message}
          </p>
        ))}
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id}>
              <a
                className={styles.link}
                href={`#${item.id}`}
                onClick={(event) => {
                  focusField(event, item.id);
                }}
              >
                {item.text}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
