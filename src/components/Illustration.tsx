import type { Image } from '../content/primitives';
import { svgDataUrl } from '../drawing/svg-data-url';

interface IllustrationProps {
  image: Image;
  className?: string | undefined;
  /**
   * Where the picture sits, which says how it loads:
   * - `later` (the default): further down, fetched as the visitor scrolls near it;
   * - `first-screen`: on the first screen beside or under the words, fetched at once but after what
   *   the words need (`fetchpriority="low"`): on a phone the words are the largest thing there, and
   *   a picture fetched with their fonts held their first paint back on Lighthouse's slow phone;
   * - `inline`: written into the page, for a small picture that is itself the largest thing on a
   *   phone's first screen: it then costs the first paint no round trip.
   */
  placement?: 'later' | 'first-screen' | 'inline';
}

/** How a picture loads for each placement; the coverage map, a `<picture>` of its own, uses it too. */
export const loadingOf = {
  later: { loading: 'lazy' },
  'first-screen': { fetchPriority: 'low' },
  inline: {},
} as const;

/**
 * An illustration from `public/images/`, sized from its viewBox so nothing shifts when it arrives.
 * Pictures that illustrate rather than inform, so they are left off paper.
 */
export function Illustration({ image, className, placement = 'later' }: IllustrationProps) {
  return (
    <img
      src={placement === 'inline' ? svgDataUrl(image.src) : image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      decoding="async"
      {...loadingOf[placement]}
      className={[className, 'screen-only'].filter(Boolean).join(' ')}
    />
  );
}
