import { type ReactNode, useId } from 'react';
import styles from './Callout.module.css';

interface CalloutProps {
  heading: string;
  text: string;
  /** The buttons. */
  children: ReactNode;
  /** What follows the buttons, such as "Which ride fits?". */
  below?: ReactNode;
}

/** The closing "still unsure?" block of a page, with its calls to action. */
export function Callout({ heading, text, children, below }: CalloutProps) {
  const headingId = useId();
  return (
    <section className={styles.callout} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <h2 id={headingId}>{heading}</h2>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>{children}</div>
        {below}
      </div>
    </section>
  );
}
