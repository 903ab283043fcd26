import { ChevronDownIcon } from 'lucide-react';
import { useId, useState } from 'react';
import type { Services } from '../content/schemas';
import { buttonClass } from './ButtonLink';
import styles from './Faq.module.css';

type FaqProps = Services['faq'];

/**
 * The questions, each opening its own answer, with the list cut to the first few until the
 * visitor asks for the rest. Every question is in the HTML from the start, hidden or not.
 */
export function Faq({ heading, initiallyShown, showMore, showLess, questions }: FaqProps) {
  const [showAll, setShowAll] = useState(false);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const id = useId();
  const listId = `${id}-list`;

  function toggle(index: number) {
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  }

  return (
    <section className={styles.faq} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <ul id={listId} className={styles.list}>
        {questions.map(({ question, answer }, index) => {
          const isOpen = open.has(index);
          const answerId = `${id}-answer-${index}`;
          return (
            <li key={question} className={styles.item} hidden={!showAll && index >= initiallyShown}>
              <h3 className={styles.question}>
                <button
                  type="button"
                  className={styles.questionButton}
                  aria-expanded={isOpen}
                  aria-controls={answerId}
                  onClick={() => { toggle(index); }}
                >
                  <span>{question}</span>
                  <ChevronDownIcon aria-hidden="true" focusable="false" size={26} className={styles.chevron} />
                </button>
              </h3>
              <div id={answerId} className={styles.answer} hidden={!isOpen}>
                <p>{answer}</p>
              </div>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={buttonClass('secondary')}
        aria-expanded={showAll}
        aria-controls={listId}
        onClick={() => { setShowAll((current) => !current); }}
      >
        {showAll ? showLess : showMore}
      </button>
    </section>
  );
}
