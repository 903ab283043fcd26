import type { Image } from '../content/primitives';
import { svgDataUrl } from '../lib/svg-data-url';

interface IllustrationProps {
  image: Image;
  className?: string | undefined;
  /**
   * The picture the visitor sees first: fetched at once rather than when scrolled to, or, when
   * `inline`, written into the page (a small picture that is the largest thing on a phone's first
   * screen: it then costs the first paint no round trip).
   */
  priority?: boolean | 'inline';
}

/**
 * An illustration from `public/images/`, sized from its viewBox so nothing shifts when it arrives.
 * Pictures that illustrate rather than inform, so they are left off paper.
 */
export function Illustration({ image, className, priority = false }: IllustrationProps) {
  return (
    <img
      src={priority === 'inline' ? svgDataUrl(image.src) : image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      decoding="async"
      {...(priority === true ? { fetchPriority: 'high' as const } : priority === 'inline' ? {} : { loading: 'lazy' as const })}
      className={[className, 'screen-only'].filter(Boolean).join(' ')}
    />
  );
}
