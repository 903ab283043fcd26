import { Mail, Phone, TriangleAlert } from 'lucide';
import { type ReactNode, type Ref, useEffect, useEffectEvent, useRef, useState } from 'react';
import { buttonClass } from '../../components/ButtonLink';
import { fillTemplate } from '../../components/words/fill-template';
import type { Facts } from '../../content/facts/schema';
import { type Profile, readCredential } from './account';
import { fillText } from '../../components/words/fill-text';
import { PUBLIC_FORMS_RELAY } from 'astro:env/client';
import { formsConfig } from '../delivery/config';
import { type CodeOffered, accountLimits, codePath } from '../delivery/relay-protocol';
import { relayAddress } from '../delivery/through-relay';
import type { LocaleFacts } from '../../i18n/locales';
import type { CodeSignInWords, PageFormsWords } from '../words';
import { CodeSignIn } from './CodeSignIn';
import { type GoogleAccountsId, loadGsi } from './gsi';
import { useScriptRuns } from '../script-runs';
import styles from './SignInGate.module.css';
import { Icon } from '../../components/Icon';

/** The ways to reach the company without signing in. */
export type CompanyContact = Pick<Facts['company'], 'phone' | 'email'>;

interface SignInGateProps {
  words: PageFormsWords['signIn'];
  /**
   * For sign-in by a code sent by email, offered in a build with the relay while the relay has it on:
   * the forms' words (its fields are theirs), its own (which come with the later words), and the
   * page's language.
   */
  codeSignIn: { words: PageFormsWords; codeWords: CodeSignInWords | undefined; language: LocaleFacts };
  /** The page's language: Google's button speaks it. */
  locale: string;
  company: CompanyContact;
  /** Locked until a profile exists. */
  locked: boolean;
  /**
   * Why the forms are locked again, said in a line that takes focus: the visitor signed out (true:
   * what that did), or the relay's words when it no longer took the sign-in (it ran out).
   */
  lockedAgain: true | string | null;
  signedOutRef: Ref<HTMLParagraphElement>;
  onSignIn: (profile: Profile, credential: string) => void;
  /** The forms: unusable (inert) while locked. */
  children: ReactNode;
}

type ScriptState = 'loading' | 'ready' | 'failed';

/** Google's button is 200 to 400 px wide; it fits the panel. */
function buttonWidth(container: HTMLElement): number {
  return Math.round(Math.min(400, Math.max(200, container.clientWidth)));
}

/**
 * The sign-in panel over the forms. It loads Google Identity Services (or, in local mode, its
 * stand-in), shows Google's button and one-tap prompt, and hands the decoded profile up. The phone
 * number and email are always on it; if the script cannot load, it says so and offers them
 * instead, and without JavaScript it says the forms need it.
 */
export function SignInGate({ words, codeSignIn, locale, company, locked, lockedAgain, signedOutRef, onSignIn, children }: SignInGateProps) {
  const [scriptState, setScriptState] = useState<ScriptState>('loading');
  const scriptRuns = useScriptRuns();
  const buttonHolder = useRef<HTMLDivElement>(null);
  const api = useRef<GoogleAccountsId>(undefined);
  /** Google's script wants `initialize` once a page; signing out and in again only renders the button anew. */
  const initialized = useRef(false);

  /** An account the relay would refuse: its address is not verified by Google. */
  const [unverified, setUnverified] = useState(false);

  const handleCredential = useEffectEvent((credential: unknown) => {
    const reading = readCredential(credential);
    setUnverified('refused' in reading && reading.refused === 'unverified');
    if ('refused' in reading || typeof credential !== 'string') return;
    api.current?.cancel();
    onSignIn(reading.profile, credential);
  });

  // Right after Sign out, on a computer someone else may use next, no one-tap card offers the account again.
  const offerOneTap = useEffectEvent(() => lockedAgain !== true);
  const buttonLocale = useEffectEvent(() => locale);

  useEffect(() => {
    if (!locked) return;
    let current = true;
    loadGsi(formsConfig.gsiScriptSrc).then(
      (id) => {
        if (!current) return;
        api.current = id;
        if (!initialized.current) {
          id.initialize({
            client_id: formsConfig.googleClientId,
            callback: (response) => {
              handleCredential(response.credential);
            },
            auto_select: false,
            cancel_on_tap_outside: true,
            context: 'use',
            use_fedcm_for_prompt: true,
          });
          initialized.current = true;
        }
        const holder = buttonHolder.current;
        if (holder !== null) {
          id.renderButton(holder, {
            type: 'standard',
            theme: 'filled_blue',
            size: 'large',
            text: 'signin_with',
            shape: 'pill',
            logo_alignment: 'left',
            width: buttonWidth(holder),
            locale: buttonLocale(),
          });
        }
        if (offerOneTap()) id.prompt();
        setScriptState('ready');
      },
      (error: unknown) => {
        console.error('Sign-in is unavailable:', error);
        if (current) setScriptState('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [locked]);

  /** Whether the relay offers sign-in by code; asked once the gate shows, in a build with the relay only. */
  const [codeOn, setCodeOn] = useState(false);
  useEffect(() => {
    if (!PUBLIC_FORMS_RELAY || !locked) return;
    let current = true;
    fetch(relayAddress(PUBLIC_FORMS_RELAY, codePath))
      .then((response) => response.json() as Promise<Partial<CodeOffered>>)
      .then(
        (offered) => {
          if (current) setCodeOn(offered.on === true);
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [locked]);
  const [codeOpen, setCodeOpen] = useState(false);

  const failed = scriptState === 'failed';
  const phoneLink = <a href={`tel:${company.phone.tel}`}>{company.phone.display}</a>;
  const emailLink = <a href={`mailto:${company.email}`}>{company.email}</a>;
  return (
    <div className={styles.gate}>
      {locked ? (
        <section className={styles.overlay} aria-labelledby="sign-in-heading">
          <div className={styles.panel}>
            {lockedAgain === null ? null : (
              <p ref={signedOutRef} className={styles.signedOut} tabIndex={-1}>
                {lockedAgain === true ? words.signedOut : lockedAgain}
              </p>
            )}
            <h2 id="sign-in-heading" className={styles.heading}>
              {words.heading}
            </h2>
            <p>{words.why}</p>
            {/* Known when the site is built: true only of the relay, and left out of the page's script without it. */}
            {PUBLIC_FORMS_RELAY ? <p>{fillText(words.checked, accountLimits)}</p> : null}
            {unverified ? (
              <p role="alert" className={styles.statusText}>
                <Icon icon={TriangleAlert} size={28} />
                <span>{words.unverified}</span>
              </p>
            ) : null}
            <div role="status" className={failed ? styles.failed : styles.loading}>
              {/* Said only once the page's script runs: without it, the line below says why nothing loads. */}
              {!scriptRuns || scriptState === 'ready' ? null : (
                <p className={styles.statusText}>
                  {failed ? <Icon icon={TriangleAlert} size={28} /> : null}
                  <span>{failed ? words.failed : words.loading}</span>
                </p>
              )}
            </div>
            <noscript>
              <p className={`${styles.statusText} ${styles.noScript}`}>
                {fillTemplate(words.noScript, { phone: phoneLink, email: emailLink })}
              </p>
            </noscript>
            <div ref={buttonHolder} className={styles.button} hidden={failed || !scriptRuns} />
            {/* Known when the site is built: without the relay, none of this is in the page's script. */}
            {PUBLIC_FORMS_RELAY && codeOn && codeSignIn.codeWords !== undefined ? (
              <CodeOffer
                words={codeSignIn.codeWords}
                open={codeOpen}
                onToggle={() => {
                  setCodeOpen((open) => !open);
                }}
                form={
                  <CodeSignIn
                    words={codeSignIn.words}
                    codeWords={codeSignIn.codeWords}
                    locale={locale}
                    language={codeSignIn.language}
                    relay={PUBLIC_FORMS_RELAY}
                    onSignIn={(profile, credential) => {
                      api.current?.cancel();
                      onSignIn(profile, credential);
                    }}
                  />
                }
              />
            ) : null}
            <p>{words.callInstead}</p>
            <ul className={styles.reach}>
              <li>
                <a className={buttonClass('secondary', styles.reachLink)} href={`tel:${company.phone.tel}`}>
                  <Icon icon={Phone} size={24} />
                  <span>
                    <span>{words.phoneLabel}</span> <span>{company.phone.display}</span>
                  </span>
                </a>
              </li>
              <li>
                <a className={buttonClass('secondary', styles.reachLink)} href={`mailto:${company.email}`}>
                  <Icon icon={Mail} size={24} />
                  <span>
                    <span>{words.emailLabel}</span> <span>{company.email}</span>
                  </span>
                </a>
              </li>
            </ul>
          </div>
        </section>
      ) : null}
      <div className={locked ? styles.locked : undefined} inert={locked}>
        {children}
      </div>
    </div>
  );
}

/** "No Google account? Get a code by email": a button that shows and hides the code's form under it. */
function CodeOffer({ words, open, onToggle, form }: { words: CodeSignInWords; open: boolean; onToggle: () => void; form: ReactNode }) {
  return (
    <div className={styles.code}>
      <button
        type="button"
        className={buttonClass('secondary', styles.codeOffer)}
        aria-expanded={open}
        aria-controls="code-sign-in"
        onClick={onToggle}
      >
        {words.offer}
      </button>
      <div id="code-sign-in" hidden={!open}>
        {open ? form : null}
      </div>
    </div>
  );
}
