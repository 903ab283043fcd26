import { Check } from 'lucide';
import { type RefObject, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { buttonClass } from '../components/ButtonLink';
import { fillTemplate } from '../components/words/fill-template';
import type { Locale, LocaleFacts } from '../i18n/locales';
import { type Account, accountFor, displayName, type Profile } from './sign-in/account';
import styles from './ContactForms.module.css';
import type { FormMessages } from '../content/contact/forms-words-schema';
import type { LaterWords, PageFormsWords } from './words';
import { clearAllDrafts } from './panel/drafts';
import { type FormKind, formKinds } from '../content/forms/tables';
import { FormPanel } from './panel/FormPanel';
import { disableAutoSelect } from './sign-in/gsi';
import { useScriptRuns } from './script-runs';
import { type CompanyContact, SignInGate } from './sign-in/SignInGate';
import { Icon } from '../components/Icon';

const addressNeverChanges = () => () => undefined;
const searchInAddress = () => window.location.search;

interface ContactFormsProps {
  words: PageFormsWords;
  /** The forms' required messages (facts.json `formMessages`, requirement FORM-MESSAGES). */
  messages: FormMessages;
  company: CompanyContact;
  locale: Locale;
  /** How the page's language writes dates, times and numbers (i18n/locales.ts `localeFacts`): only the page's travels. */
  language: LocaleFacts;
  /** The privacy notice in the page's language, linked beside each form's buttons. */
  privacyHref: string;
  /** Where the ride details' words are, when `words` does not hold them (src/forms/words.ts `splitRideWords`). */
  laterWordsPath?: string;
}

/**
 * The Contact and Career forms with their switch, behind the sign-in gate. Each form keeps its own
 * values and state (FormPanel); both stay in the page, the one not on show hidden. The HTML the
 * server sends holds only the form on show: the other is of use only once the script runs (the
 * switch is the script's), and left out it keeps the Spanish page within the first round trip.
 * Every sign-in and sign-out starts both forms afresh from the account's drafts, so one person's
 * words never reach another's form. Every word comes from content.
 */
export function ContactForms({ words, messages, company, locale, language, privacyHref, laterWordsPath }: ContactFormsProps) {
  const [active, setActive] = useState<FormKind>('contact');
  const scriptRuns = useScriptRuns();
  const [account, setAccount] = useState<Account | null>(null);
  /** Counts sign-ins and sign-outs: the forms are made anew for each. */
  const [session, setSession] = useState(0);
  /**
   * Why the forms are locked again, said on the sign-in panel: Sign out (true), or the relay's words
   * when it no longer took the sign-in; nothing before the first sign-in.
   */
  const [lockedAgain, setLockedAgain] = useState<true | string | null>(null);
  const headings: Record<FormKind, RefObject<HTMLHeadingElement | null>> = {
    contact: useRef<HTMLHeadingElement>(null),
    career: useRef<HTMLHeadingElement>(null),
  };
  const switchButtons: Record<FormKind, RefObject<HTMLButtonElement | null>> = {
    contact: useRef<HTMLButtonElement>(null),
    career: useRef<HTMLButtonElement>(null),
  };
  const signedOutLine = useRef<HTMLParagraphElement>(null);
  const locked = account === null;
  /** The forms on their way: Sign out waits for them, or their answer would be lost. */
  const [sendingForms, setSendingForms] = useState<ReadonlySet<FormKind>>(new Set());
  const signOutWaits = sendingForms.size > 0;
  /** What a form not on show has just heard back, said to screen readers (its banner waits, held, for the visitor). */
  const [newsFromHiddenForm, setNewsFromHiddenForm] = useState('');
  // The ride details' words, loaded once the script runs; a failed load leaves the ride details closed.
  const [laterWords, setLaterWords] = useState<LaterWords | null>(null);
  useEffect(() => {
    if (laterWordsPath === undefined) return;
    fetch(laterWordsPath)
      .then((response) => response.json() as Promise<LaterWords>)
      .then(setLaterWords)
      .catch(() => undefined);
  }, [laterWordsPath]);
  /**
   * The ride answers the address carries ("Book this"), read once the page's script runs (the HTML
   * sent holds none): applied by the contact form, over its draft, until a signed-in form keeps
   * them in its draft, when they leave the address, so a reload or a change of mind then wins.
   */
  const search = useSyncExternalStore(addressNeverChanges, searchInAddress, () => '');
  const [bookingKeptAlready, setBookingKept] = useState(false);
  const booking = bookingKeptAlready ? '' : search;
  const bookingKept = useCallback(() => {
    // The contact page's address carries nothing else: without its query, it is the page itself.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.hash);
    setBookingKept(true);
  }, []);

  const trackSending = useCallback((kind: FormKind, sending: boolean) => {
    setSendingForms((current) => {
      if (current.has(kind) === sending) return current;
      const next = new Set(current);
      if (sending) next.add(kind);
      else next.delete(kind);
      return next;
    });
  }, []);

  async function signIn(profile: Profile, credential: string) {
    const signedIn = await accountFor(profile, credential);
    flushSync(() => {
      setAccount(signedIn);
      setSession((count) => count + 1);
      setLockedAgain(null);
    });
    // The panel that held focus is gone: take the visitor to the form it uncovered.
    headings[active].current?.focus();
  }

  /**
   * Locks the forms again: Sign out forgets the account and everything kept in the browser; when
   * the relay no longer takes the sign-in (its `relayWords`), the drafts stay for the same account.
   */
  function lock(relayWords?: string) {
    if (relayWords === undefined) {
      if (signOutWaits) return;
      disableAutoSelect();
      clearAllDrafts();
    }
    flushSync(() => {
      setAccount(null);
      setSession((count) => count + 1);
      setLockedAgain(relayWords ?? true);
    });
    signedOutLine.current?.focus();
  }

  function switchTo(form: FormKind) {
    flushSync(() => {
      setActive(form);
    });
    // The button just pressed is now disabled; keep the keyboard somewhere sensible.
    if (locked) switchButtons[form === 'contact' ? 'career' : 'contact'].current?.focus();
    else headings[form].current?.focus();
  }

  return (
    <div className={styles.root}>
      <div className={styles.switch} role="group" aria-label={words.switchLabel}>
        {formKinds.map((form) => {
          const current = form === active;
          return (
            <button
              key={form}
              ref={switchButtons[form]}
              type="button"
              className={`${styles.switchButton} ${current ? styles.switchCurrent : ''}`}
              aria-pressed={current}
              disabled={current}
              onClick={() => {
                switchTo(form);
              }}
            >
              {current ? <Icon icon={Check} size={24} /> : null}
              {form === 'contact' ? words.switchContact : words.switchCareer}
            </button>
          );
        })}
      </div>

      {account === null ? null : (
        <div className={styles.account}>
          <p className={styles.signedIn}>
            {fillTemplate(words.signIn.signedInAs, { name: <span className={styles.name}>{displayName(account.profile)}</span> })}
          </p>
          <button
            type="button"
            className={buttonClass('secondary', styles.signOut)}
            aria-disabled={signOutWaits || undefined}
            aria-describedby={signOutWaits ? 'sign-out-waits' : undefined}
            onClick={() => {
              lock();
            }}
          >
            {words.signIn.signOut}
          </button>
          {signOutWaits ? (
            <p id="sign-out-waits" className={styles.signOutWaits}>
              {words.signIn.signOutWaits}
            </p>
          ) : null}
        </div>
      )}
      <p className="visually-hidden" role="status">
        {newsFromHiddenForm}
      </p>

      <SignInGate
        words={words.signIn}
        codeSignIn={{ words, codeWords: laterWords?.codeSignIn ?? words.signIn.code, language }}
        locale={locale}
        company={company}
        locked={locked}
        lockedAgain={lockedAgain}
        signedOutRef={signedOutLine}
        onSignIn={(profile, credential) => void signIn(profile, credential)}
      >
        {formKinds
          .filter((kind) => kind === active || scriptRuns)
          .map((kind) => (
            <FormPanel
              key={`${kind}-${session}`}
              kind={kind}
              words={words}
              messages={messages}
              locale={locale}
              language={language}
              privacyHref={privacyHref}
              account={account}
              phone={company.phone}
              active={kind === active}
              headingRef={headings[kind]}
              onSendingChange={trackSending}
              onNewsWhileHidden={setNewsFromHiddenForm}
              laterWords={laterWords}
              booking={kind === 'contact' ? booking : ''}
              onBookingKept={bookingKept}
              onSignInLapsed={lock}
            />
          ))}
      </SignInGate>
    </div>
  );
}
