import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import styles from './StatusBanner.module.css';

export interface Banner {
  /** New for every banner, so the same words twice still start a fresh timer. */
  id: number;
  kind: 'success' | 'error';
  text: string;
}

/** How long a banner stays (spec: 3 seconds). */
export const bannerTimeoutMs = 3000;
/** After the pointer or focus leaves, at least this much time is left to finish reading. */
const resumeMinimumMs = 1000;

interface StatusBannerProps {
  banner: Banner | null;
  /** The language of the banner's words. */
  lang: string;
  onExpire: (id: number) => void;
}

/**
 * The result of a submission, as a status message: the live region is always in the page, so
 * the words are announced when they arrive. It goes away after 3 seconds; the clock stops while
 * the pointer is over it or focus is in it, and runs on after.
 */
export function StatusBanner({ banner, lang, onExpire }: StatusBannerProps) {
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const paused = pointerInside || focusInside;
  const timing = useRef({ id: -1, remaining: bannerTimeoutMs });
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (banner === null || paused) return;
    if (timing.current.id !== banner.id) {
      timing.current = { id: banner.id, remaining: bannerTimeoutMs };
      region.current?.scrollIntoView({ block: 'nearest' });
    }
    const startedAt = Date.now();
    const timer = setTimeout(() => {
      onExpire(banner.id);
    }, timing.current.remaining);
    return () => {
      clearTimeout(timer);
      timing.current.remaining = Math.max(resumeMinimumMs, timing.current.remaining - (Date.now() - startedAt));
    };
  }, [banner, paused, onExpire]);

  const Icon = banner?.kind === 'success' ? CircleCheckIcon : CircleAlertIcon;
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
      onBlur={() => {
        setFocusInside(false);
      }}
    >
      {banner === null ? null : (
        <p className={`${styles.banner} ${styles[banner.kind]}`} data-kind={banner.kind}>
          <Icon className={styles.icon} aria-hidden="true" focusable="false" size={28} />
          <span lang={lang}>{banner.text}</span>
        </p>
      )}
    </div>
  );
}
