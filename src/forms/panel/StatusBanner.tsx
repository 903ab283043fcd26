import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide';
import { useEffect, useId, useRef, useState } from 'react';
import type { Facts } from '../../content/facts/schema';
import styles from './StatusBanner.module.css';
import { Icon } from '../../components/Icon';
import { PhoneLinked } from './PhoneLinked';

export interface Banner {
  /** New for every banner, so the same words twice still start a fresh timer. */
  id: number;
  kind: 'success' | 'error' | 'waiting';
  /** The required words ('Mensaje enviado correctamente.', 'Error: …'; BANNER-SUCCESS, BANNER-ERROR), in the messages' language. */
  message?: string;
  /**
   * The relay's own words, in the page's language: the end of `message` after "Error: ", or after
   * the success words, when the office sees a kept message. They say what to do; the phone number
   * in them is a link.
   */
  said?: string;
  /** What to do next, in the page's language; the phone number follows it as a link. */
  nextStep?: string;
  /** Stays until something replaces it, rather than for 3 seconds: the "still waiting" notice. */
  lasting?: boolean;
}

/** How long a banner stays (requirement BANNER-TIMEOUT). */
const bannerTimeoutMs = 3000;
/** After the pointer or focus leaves, at least this much time is left to finish reading. */
const resumeMinimumMs = 1000;

interface BannerClock {
  /** The banner being timed; null before the first. */
  id: number | null;
  /** What is left of its 3 seconds. */
  remaining: number;
  /** It has been held (pointed at, focused, or its form not on show) since its clock last ran. */
  held: boolean;
}

interface StatusBannerProps {
  banner: Banner | null;
  /** The language of the required messages. */
  lang: string;
  /** The page's language, which the relay's words are in. */
  pageLang: string;
  phone: Facts['company']['phone'];
  /** The clock stands still while this is true: the banner's form is not on show. */
  hidden: boolean;
  onExpire: (id: number) => void;
}

// Still waiting is a warning: the message may yet arrive, and the phone is the sure way.
const icons = { success: CircleCheck, error: CircleAlert, waiting: TriangleAlert };
/** Each kind's look, named one by one: the build binds each to its class (astro.config.ts cssModulesByName). */
const looks: Record<Banner['kind'], string | undefined> = { success: styles.success, error: styles.error, waiting: styles.waiting };

/**
 * The outcome of a submission, under its own form, in a live region that is always in the page so
 * the words are announced when they arrive. It goes away after 3 seconds; the clock stops while
 * the pointer is over it, while focus is in it (the banner itself takes focus from the keyboard),
 * and while its form is not on show, and runs on after.
 */
export function StatusBanner({ banner, lang, pageLang, phone, hidden, onExpire }: StatusBannerProps) {
  const wordsId = useId();
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const paused = pointerInside || focusInside || hidden;
  const clock = useRef<BannerClock>({ id: null, remaining: bannerTimeoutMs, held: false });
  const region = useRef<HTMLDivElement>(null);
  // The clock follows the banner's identity, not its object, so renders of the form (typing in it) never restart it.
  const bannerId = banner?.id ?? null;
  const lasting = banner?.lasting === true;

  useEffect(() => {
    if (bannerId === null) return;
    if (clock.current.id !== bannerId) {
      clock.current = { id: bannerId, remaining: bannerTimeoutMs, held: false };
      if (!hidden) region.current?.scrollIntoView({ block: 'nearest' });
    }
    const current = clock.current;
    if (paused || lasting) {
      current.held = true;
      return;
    }
    if (current.held) {
      current.remaining = Math.max(resumeMinimumMs, current.remaining);
      current.held = false;
    }
    const startedAt = Date.now();
    const timer = setTimeout(() => {
      onExpire(bannerId);
    }, current.remaining);
    return () => {
      clearTimeout(timer);
      current.remaining -= Date.now() - startedAt;
    };
  }, [bannerId, lasting, paused, hidden, onExpire]);

  const icon = banner === null ? null : icons[banner.kind];
  // The relay's words at the end of the required ones ("Error: " and a refusal), or else after them (a kept message's).
  const said = banner?.said !== undefined && banner.message?.endsWith(banner.said) === true ? banner.said : undefined;
  return (
    <div
      ref={region}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className={styles.region}
      onPointerEnter={() => {
        setPointerInside(true);
      }}
      onPointerLeave={() => {
        setPointerInside(false);
      }}
      onFocus={() => {
        setFocusInside(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
      }}
    >
      {banner === null || icon === null ? null : (
        // Focusable, so a keyboard can hold it as a pointer can; named by its own words.
        <div className={`${styles.banner} ${looks[banner.kind] ?? ''}`} tabIndex={0} role="group" aria-labelledby={wordsId}>
          <Icon icon={icon} className={styles.icon} size={28} />
          <div id={wordsId} className={styles.words}>
            {banner.message === undefined ? null : (
              <p className={styles.message} lang={lang}>
                {said === undefined ? banner.message : banner.message.slice(0, banner.message.length - said.length)}
                {said === undefined ? null : (
                  <span lang={pageLang}>
                    <PhoneLinked text={said} phone={phone} className={styles.phone} />
                  </span>
                )}
              </p>
            )}
            {banner.said === undefined || said !== undefined ? null : (
              <p className={styles.nextStep} lang={pageLang}>
                <PhoneLinked text={banner.said} phone={phone} className={styles.phone} />
              </p>
            )}
            {banner.nextStep === undefined ? null : (
              <p className={styles.nextStep}>
                {banner.nextStep}{' '}
                <a className={styles.phone} href={`tel:${phone.tel}`}>
                  {phone.display}
                </a>
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
