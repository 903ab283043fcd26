import type { Image } from '../content/primitives';

interface IllustrationProps {
  image: Image;
  className?: string | undefined;
  /** The picture the visitor sees first: fetched at once rather than when scrolled to. */
  priority?: boolean;
}

/**
 * An illustration from `public/images/`, sized from its viewBox so nothing shifts when it arrives.
 * Pictures that illustrate rather than inform, so they are left off paper.
 */
export function Illustration({ image, className, priority = false }: IllustrationProps) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      className={[className, 'screen-only'].filter(Boolean).join(' ')}
    />
  );
}
