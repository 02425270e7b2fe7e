import type { Illustration } from '../../content/illustrations';

interface IllustrationImageProps {
  image: Illustration;
  /** Alt text where the picture carries meaning; decorative (empty) by default. */
  alt?: string;
  /** Lazy unless the picture is in the first screen. */
  lazy?: boolean;
  className?: string;
}

/**
 * A self-hosted illustration at its intrinsic size, so the page reserves its space before it
 * arrives (no layout shift).
 */
export function IllustrationImage({ image, alt = '', lazy = true, className }: IllustrationImageProps) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={lazy ? 'lazy' : undefined}
      className={className}
    />
  );
}
