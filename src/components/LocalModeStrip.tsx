import styles from './LocalModeStrip.module.css';

interface LocalModeStripProps {
  /** Says that messages go to the local inbox, not to email (site.json `localMode.notice`). */
  notice: string;
  /** Words of the link to the local inbox (site.json `localMode.inboxLink`). */
  inboxLink: string;
}

/** Where the local stand-in server lists the messages it received (stand-ins/inbox.ts). */
export const localInboxPath = '/__inbox';

/**
 * The strip at the top of every page in local mode (`npm start`), so nobody mistakes the local
 * copy, whose sign-in and email are stand-ins, for the real site. Never rendered in production.
 */
export function LocalModeStrip({ notice, inboxLink }: LocalModeStripProps) {
  return (
    <div className={styles.strip}>
      <p className={styles.inner}>
        <span>{notice}</span> <a className={styles.link} href={localInboxPath}>{inboxLink}</a>
      </p>
    </div>
  );
}
