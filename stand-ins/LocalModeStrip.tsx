import type { LocalModeWords } from '../src/site-mode';
import styles from './LocalModeStrip.module.css';
import { inboxPath } from './paths.ts';

/**
 * The strip at the top of every page in local mode (`npm start`), so nobody mistakes the local
 * copy, whose sign-in and email are stand-ins, for the real site.
 */
export function LocalModeStrip({ words }: { words: LocalModeWords }) {
  return (
    <div className={styles.strip}>
      <p className={styles.inner}>
        <span>{words.notice}</span>{' '}
        <a className={styles.link} href={inboxPath}>
          {words.inboxLink}
        </a>
      </p>
    </div>
  );
}
