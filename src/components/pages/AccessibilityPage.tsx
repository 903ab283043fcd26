import { MailIcon } from 'lucide-react';
import type { AccessibilityWords } from '../../content/accessibility/schema';
import type { Facts } from '../../content/facts/schema';
import { type Locale, localeFacts } from '../../i18n/locales';
import { ButtonLink } from '../ButtonLink';
import { fillTemplate } from '../fill-template';
import layout from '../Layout.module.css';
import { PageIntro } from '../PageIntro';
import { PhoneButtonLink } from '../PhoneButtonLink';
import styles from './AccessibilityPage.module.css';

interface AccessibilityPageProps {
  words: AccessibilityWords;
  facts: Facts;
  locale: Locale;
}

/** The date of the last review, as the page's language writes a date: "November 23, 2026", "23 de noviembre de 2026". */
function reviewDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeFacts[locale].region, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(isoDate));
}

/** The accessibility statement: the standard, how it is checked, its known limits, and how to report a barrier. */
export function AccessibilityPage({ words, facts, locale }: AccessibilityPageProps) {
  const { company } = facts;
  return (
    <>
      <PageIntro heading={words.heading} intro={words.intro} />
      <div className={layout.section}>
        <div className={`${layout.container} ${styles.statement}`}>
          {/* What the site does gets ticks; its known limits, plain bullets. */}
          {[
            { part: words.standard, list: layout.checkList },
            { part: words.testing, list: layout.checkList },
            { part: words.limits, list: styles.bullets },
          ].map(({ part, list }, index) => (
            <section key={part.heading} className={styles.part} aria-labelledby={`statement-part-${index}`}>
              <h2 id={`statement-part-${index}`}>{part.heading}</h2>
              <p>{part.text}</p>
              <ul className={list}>
                {part.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </section>
          ))}
          <section className={`${layout.card} ${styles.report}`} aria-labelledby="report-heading">
            <h2 id="report-heading">{words.report.heading}</h2>
            <p>{words.report.text}</p>
            <div className={layout.actions}>
              <PhoneButtonLink label={words.report.phoneLabel} phone={company.phone} />
              <ButtonLink href={`mailto:${company.email}`} variant="secondary">
                <MailIcon aria-hidden="true" focusable="false" size={22} />
                {words.report.emailLabel} {company.email}
              </ButtonLink>
            </div>
            <p>{words.report.promise}</p>
          </section>
          <p className={styles.reviewed}>
            {fillTemplate(words.reviewed, {
              date: <time dateTime={facts.accessibilityReviewed}>{reviewDate(facts.accessibilityReviewed, locale)}</time>,
            })}
          </p>
        </div>
      </div>
    </>
  );
}
