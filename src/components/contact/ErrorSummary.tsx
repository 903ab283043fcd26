import { CircleAlertIcon } from 'lucide-react';
import type { MouseEvent } from 'react';
import styles from './ErrorSummary.module.css';

interface ErrorSummaryProps {
  heading: string;
  /** The spec's message, such as 'Complete todos los campos obligatorios.' */
  message: string;
  /** Its language. */
  lang: string;
  fieldsIntro: string;
  /** The fields at fault, in form order, each linking to its control. */
  fields: readonly { id: string; label: string }[];
}

function focusField(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const control = document.getElementById(id);
  if (control === null) return;
  event.preventDefault();
  control.focus();
}

/** The box at the top of a form that could not be sent: what is wrong, and a link to each field at fault. */
export function ErrorSummary({ heading, message, lang, fieldsIntro, fields }: ErrorSummaryProps) {
  return (
    <div className={styles.summary} role="alert">
      <h3 className={styles.heading}>
        <CircleAlertIcon aria-hidden="true" focusable="false" size={28} />
        {heading}
      </h3>
      <p className={styles.message} lang={lang}>
        {message}
      </p>
      <p className={styles.intro}>{fieldsIntro}</p>
      <ul className={styles.list}>
        {fields.map((field) => (
          <li key={field.id}>
            <a
              className={styles.link}
              href={`#${field.id}`}
              onClick={(event) => {
                focusField(event, field.id);
              }}
            >
              {field.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
