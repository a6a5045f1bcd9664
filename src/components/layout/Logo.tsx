import type { ComponentProps } from 'react';
import { spriteFile } from '@/components/ui/icons';
import type { LogoImage } from '@/lib/picture';

interface Props extends ComponentProps<'svg'> {
  /** The clinic's logo; without one, the tooth mark. */
  image?: LogoImage | undefined;
  /** The logo's classes: its height, its width following. */
  imageClassName?: string;
  /** Far below the first screen (the footer's): fetched as the visitor nears it. */
  lazy?: boolean;
  /** The logo's text, where it stands for the clinic's name; else it is decorative, the name beside it. */
  alt?: string | undefined;
}

/**
 * The clinic's logo, or its tooth mark drawn from the icon sprite; decorative unless
 * given an `alt`, since the clinic's name stands beside it or names the link around it.
 */
export function Logo({ image, imageClassName, lazy, alt = '', ...props }: Props) {
  if (image)
    return (
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={alt}
        className={imageClassName}
        {...(lazy ? { loading: 'lazy' as const } : {})}
      />
    );
  return (
    <svg aria-hidden="true" focusable="false" {...props}>
      <use href={`${spriteFile}#logo`} />
    </svg>
  );
}
