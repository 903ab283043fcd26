import { ChevronDown } from 'lucide';
import { useId } from 'react';
import { inEnglish, langIfEnglish } from '../content/fallback';
import type { ServicesWords } from '../content/services/schema';
import type { Locale } from '../i18n/locales';
import { buttonClass } from './ButtonLink';
import styles from './Faq.module.css';
import { Icon } from './Icon';
import { InEnglishNote } from './InEnglishNote';

type FaqProps = ServicesWords['faq'] & {
  /** How many questions show before "Show More" (facts.json `faqInitiallyShown`). */
  initiallyShown: number;
  /** The page's language, for the note over a question it has not translated yet. */
  locale: Locale;
};

/**
 * The questions, each opening its own answer, with the list cut to the first few until the
 * visitor asks for the rest. Every question and answer is in the HTML from the start.
 *
 * Rendered at build time only: each button is a disclosure (`data-disclosure`) that
 * `src/page-scripts/page-enhancements.ts` toggles, so the page needs no framework for it. The Show
 * More button carries both of its labels; CSS shows the one that matches its `aria-expanded`.
 */
export function Faq({ heading, initiallyShown, showMore, showLess, questions, locale }: FaqProps) {
  const id = useId();
  const itemId = (index: number) => `${id}-question-${index}`;
  const laterItemIds = questions.slice(initiallyShown).map((_, offset) => itemId(initiallyShown + offset));

  return (
    <section className={styles.faq} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <ul className={styles.list}>
        {questions.map((entry, index) => {
          const answerId = `${id}-answer-${index}`;
          return (
            <li
              key={entry.question}
              id={itemId(index)}
              className={styles.item}
              hidden={index >= initiallyShown}
              lang={langIfEnglish(questions, index)}
            >
              {inEnglish(questions, index) && <InEnglishNote locale={locale} />}
              <h3 className={styles.question}>
                <button type="button" className={styles.questionButton} aria-expanded="false" aria-controls={answerId} data-disclosure="">
                  <span lang={langIfEnglish(entry, 'question')}>{entry.question}</span>
                  <Icon icon={ChevronDown} size={26} className={styles.chevron} />
                </button>
              </h3>
              <div id={answerId} className={styles.answer} hidden>
                <p lang={langIfEnglish(entry, 'answer')}>{entry.answer}</p>
              </div>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={buttonClass('secondary', styles.showMore)}
        aria-expanded="false"
        aria-controls={laterItemIds.join(' ')}
        data-disclosure=""
      >
        <span className={styles.whenCollapsed}>{showMore}</span>
        <span className={styles.whenExpanded}>{showLess}</span>
      </button>
    </section>
  );
}
