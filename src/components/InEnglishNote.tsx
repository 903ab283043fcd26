import { loadWords } from '../content/load';
import type { Locale } from '../i18n/locales';
import styles from './InEnglishNote.module.css';

/**
 * "In English for now", in the page's language, over an entry the language has not been
 * translated into yet (src/content/fallback.ts): the entry itself carries `lang="en"`, this line
 * the page's own language; over a whole page (`wholePage`) in a language that has written none of
 * its words, at the top of the page's content, in its column. Rendered at build time only.
 */
export function InEnglishNote({ locale, wholePage = false }: { locale: Locale; wholePage?: boolean }) {
  return (
    <p className={wholePage ? `${styles.note} ${styles.page}` : styles.note} lang={locale}>
      {loadWords('site', locale).inEnglishForNow}
    </p>
  );
}
