import type { Picture } from '@/lib/picture';

interface Props {
  picture: Picture;
  className?: string;
  /** Overrides the picture's description, e.g. "" where it is a backdrop. */
  alt?: string;
  /** Without the colour drawn until the photo arrives, where something else fills its place. */
  noPlaceholder?: boolean;
}

/**
 * A picture made at build time (src/build-time/photos.ts): a photo as AVIF or WebP in the width the screen needs, with a JPEG
 * for the rare browser that takes neither and its average colour until it arrives; or an illustration. The page's
 * first-screen picture is fetched at once with high priority; any other waits until it nears the viewport.
 */
export function Photo({ picture, className = '', alt = picture.alt, noPlaceholder = false }: Props) {
  const img = (
    <img
      src={picture.src}
      width={picture.width}
      height={picture.height}
      alt={alt}
      {...(picture.priority
        ? { fetchPriority: 'high' as const }
        : { loading: 'lazy' as const, decoding: 'async' as const })}
      className={`${(!noPlaceholder && picture.placeholder) || ''} ${className}`.trim() || undefined}
    />
  );
  if (!picture.sources.length) return img;
  // The <img> is the box that is laid out and sized, in a flex row or a grid cell alike.
  return (
    <picture className="contents">
      {picture.sources.map((source) => (
        // A srcset's sizes are 100vw unless said otherwise.
        <source
          key={source.type}
          type={source.type}
          srcSet={source.srcSet}
          sizes={picture.sizes === '100vw' ? undefined : picture.sizes}
        />
      ))}
      {img}
    </picture>
  );
}
