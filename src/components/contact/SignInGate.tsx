import { LockIcon, MailIcon, PhoneIcon, TriangleAlertIcon } from 'lucide-react';
import { type ReactNode, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ContactFormsContent, Site } from '../../content/schemas';
import { formsConfig } from '../../lib/forms/config';
import { type Profile, profileFromCredential } from '../../lib/forms/credential';
import { type GoogleAccountsId, loadGsi } from '../../lib/forms/gsi';
import { buttonClass } from '../ButtonLink';
import styles from './SignInGate.module.css';

/** The ways to reach the company without signing in. */
export type CompanyContact = Pick<Site['company'], 'phone' | 'email'>;

interface SignInGateProps {
  content: ContactFormsContent['signIn'];
  company: CompanyContact;
  /** Locked until a profile exists. */
  locked: boolean;
  onSignIn: (profile: Profile) => void;
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
 * number and email are always on it; if the script cannot load, it says so and offers them instead.
 */
export function SignInGate({ content, company, locked, onSignIn, children }: SignInGateProps) {
  const [scriptState, setScriptState] = useState<ScriptState>('loading');
  const buttonHolder = useRef<HTMLDivElement>(null);
  const api = useRef<GoogleAccountsId>(undefined);

  const handleCredential = useEffectEvent((credential: unknown) => {
    const profile = profileFromCredential(credential);
    if (profile === null) return;
    api.current?.cancel();
    onSignIn(profile);
  });

  useEffect(() => {
    if (!locked) return;
    let current = true;
    loadGsi(formsConfig.gsiScriptSrc).then(
      (id) => {
        if (!current) return;
        api.current = id;
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
            locale: 'en',
          });
        }
        id.prompt();
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

  const failed = scriptState === 'failed';
  return (
    <div className={styles.gate}>
      {locked ? (
        <section className={styles.overlay} aria-labelledby="sign-in-heading">
          <div className={styles.panel}>
            <h2 id="sign-in-heading" className={styles.heading}>
              <LockIcon className={styles.headingIcon} aria-hidden="true" focusable="false" size={28} />
              {content.heading}
            </h2>
            <p className={styles.text}>{content.why}</p>
            <div role="status" className={failed ? styles.failed : styles.loading}>
              {scriptState === 'ready' ? null : (
                <p className={styles.statusText}>
                  {failed ? <TriangleAlertIcon className={styles.statusIcon} aria-hidden="true" focusable="false" size={28} /> : null}
                  <span>{failed ? content.failed : content.loading}</span>
                </p>
              )}
            </div>
            <div ref={buttonHolder} className={styles.button} hidden={failed} data-testid="sign-in-button" />
            <p className={styles.text}>{content.callInstead}</p>
            <ul className={styles.reach}>
              <li>
                <a className={buttonClass('secondary', styles.reachLink)} href={`tel:${company.phone.tel}`}>
                  <PhoneIcon aria-hidden="true" focusable="false" size={24} />
                  <span className={styles.reachText}>
                    <span>{content.phoneLabel}</span> <span className={styles.nowrap}>{company.phone.display}</span>
                  </span>
                </a>
              </li>
              <li>
                <a className={buttonClass('secondary', styles.reachLink)} href={`mailto:${company.email}`}>
                  <MailIcon aria-hidden="true" focusable="false" size={24} />
                  <span className={styles.reachText}>
                    <span>{content.emailLabel}</span> <span className={styles.email}>{company.email}</span>
                  </span>
                </a>
              </li>
            </ul>
          </div>
        </section>
      ) : null}
      <div className={styles.gated} inert={locked} data-locked={locked || undefined}>
        {children}
      </div>
    </div>
  );
}
