import { Mail } from 'lucide';
import type { ReactNode } from 'react';
import { langIfEnglish } from '../content/fallback';
import type { Facts } from '../content/facts/schema';
import { type Locale, localeFacts } from '../i18n/locales';
import { ButtonLink } from './ButtonLink';
import { writtenDate } from './words/calendar';
import { fillTemplate } from './words/fill-template';
import cards from './Cards.module.css';
import layout from './Layout.module.css';
import styles from './Notice.module.css';
import { PhoneButtonLink } from './PhoneButtonLink';
import { Icon } from './Icon';

/**
 * What the site's notices share (accessibility, privacy, nondiscrimination): one column of
 * reading width, parts under their own headings, ways to reach the company, and the date of the
 * last review.
 */
export function NoticeBody({ children }: { children: ReactNode }) {
  return (
    <div className={layout.section}>
      <div className={`${layout.container} ${styles.notice}`}>{children}</div>
    </div>
  );
}

interface NoticePartProps {
  /** Unique on the page: names the part by its heading. */
  id: string;
  heading: string;
  /** A part that asks the reader to get in touch is drawn as a card. */
  card?: boolean;
  children: ReactNode;
}

export function NoticePart({ id, heading, card = false, children }: NoticePartProps) {
  return (
    <section id={id} className={card ? `${styles.part} ${layout.card} ${styles.card}` : styles.part} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {children}
    </section>
  );
}

/** A list of points: ticked for what the company does, plain bullets otherwise. */
export function NoticePoints({ points, ticked = false }: { points: readonly string[]; ticked?: boolean }) {
  return (
    <ul className={ticked ? cards.checkList : styles.bullets}>
      {points.map((point, index) => (
        <li key={point} lang={langIfEnglish(points, index)}>
          {point}
        </li>
      ))}
    </ul>
  );
}

interface ReachUsProps {
  /** Words before the number: "Call toll-free". */
  phoneLabel: string;
  /** Words before the address: "Email us at". */
  emailLabel: string;
  company: Facts['company'];
}

/** The company's phone and e-mail, as two buttons. */
export function ReachUs({ phoneLabel, emailLabel, company }: ReachUsProps) {
  return (
    <div className={layout.actions}>
      <PhoneButtonLink label={phoneLabel} phone={company.phone} />
      <ButtonLink href={`mailto:${company.email}`} variant="secondary">
        <Icon icon={Mail} size={22} />
        {emailLabel} {company.email}
      </ButtonLink>
    </div>
  );
}

/** "Last reviewed on {date}", the date as the page's language writes one: "November 23, 2026", "23 de noviembre de 2026", "23 novanm 2026". */
export function Reviewed({ template, isoDate, locale }: { template: string; isoDate: string; locale: Locale }) {
  const [year = 0, month = 0, day = 0] = isoDate.split('-').map(Number);
  const language = localeFacts[locale];
  const written = writtenDate({ year, month, day }, language, language.written.longDate);
  return <p className={styles.reviewed}>{fillTemplate(template, { date: <time dateTime={isoDate}>{written}</time> })}</p>;
}
