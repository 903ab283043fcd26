import { loadWords } from '../content/load';
import type { Locale } from '../i18n/locales';
import styles from './InEnglishNote.module.css';

/**
 * "In English for now", in the page's language, over an entry the language has not been
 * translated into yet (src/content/fallback.ts): the entry itself carries `lang="en"`, this line
 * the page's own language. Rendered at build time only.
 */
export function InEnglishNote({ locale }: { locale: Locale }) {
  return (
    <p className={styles.note} lang={locale}>
      {loadWords('site', locale).inEnglishForNow}
    </p>
  );
}
