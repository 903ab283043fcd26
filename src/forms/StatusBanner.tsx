import { CircleAlertIcon, CircleCheckIcon, HourglassIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Site } from '../content/schemas';
import styles from './StatusBanner.module.css';

export interface Banner {
  /** New for every banner, so the same words twice still start a fresh timer. */
  id: number;
  kind: 'success' | 'error' | 'waiting';
  /** The spec's words ('Mensaje enviado correctamente.', 'Error: …'), in the messages' language. */
  message?: string;
  /** What to do next, in the page's language; the phone number follows it as a link. */
  nextStep?: string;
  /** Stays until something replaces it, rather than for 3 seconds: the "still waiting" notice. */
  lasting?: boolean;
}

/** How long a banner stays (spec: 3 seconds). */
export const bannerTimeoutMs = 3000;
/** After the pointer or focus leaves, at least this much time is left to finish reading. */
const resumeMinimumMs = 1000;

interface StatusBannerProps {
  banner: Banner | null;
  /** The language of the spec's messages. */
  lang: string;
  phone: Site['company']['phone'];
  /** The clock stands still while this is true: the banner's form is not on show. */
  hidden: boolean;
  onExpire: (id: number) => void;
}

const icons = { success: CircleCheckIcon, error: CircleAlertIcon, waiting: HourglassIcon };

/**
 * The outcome of a submission, under its own form, in a live region that is always in the page so
 * the words are announced when they arrive. It goes away after 3 seconds; the clock stops while
 * the pointer is over it, while focus is in it (the banner itself takes focus from the keyboard),
 * and while its form is not on show, and runs on after.
 */
export function StatusBanner({ banner, lang, phone, hidden, onExpire }: StatusBannerProps) {
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const paused = pointerInside || focusInside || hidden;
  const timing = useRef({ id: -1, remaining: bannerTimeoutMs });
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (banner === null) return;
    if (timing.current.id !== banner.id) {
      timing.current = { id: banner.id, remaining: bannerTimeoutMs };
      if (!hidden) region.current?.scrollIntoView({ block: 'nearest' });
    }
    if (paused || banner.lasting === true) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => {
      onExpire(banner.id);
    }, timing.current.remaining);
    return () => {
      clearTimeout(timer);
      timing.current.remaining = Math.max(resumeMinimumMs, timing.current.remaining - (Date.now() - startedAt));
    };
  }, [banner, paused, hidden, onExpire]);

  const Icon = banner === null ? null : icons[banner.kind];
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
      {banner === null || Icon === null ? null : (
        // Focusable, so a keyboard can hold it as a pointer can.
        <div className={`${styles.banner} ${styles[banner.kind]}`} tabIndex={0}>
          <Icon className={styles.icon} aria-hidden="true" focusable="false" size={28} />
          <div className={styles.words}>
            {banner.message === undefined ? null : (
              <p className={styles.message} lang={lang}>
                {banner.message}
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
