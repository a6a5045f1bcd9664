import type { ComponentProps } from 'react';
import { spriteFile } from '@/build-time/icon-sprite';
import type { LogoImage } from '@/lib/picture';

interface Props extends ComponentProps<'svg'> {
  /** The clinic's logo; without one, the tooth mark. */
  image?: LogoImage | undefined;
  /** The logo's classes: its height, its width following. */
  imageClassName?: string;
  /** Far below the first screen (the footer's): fetched as the visitor nears it. */
  lazy?: boolean;
}

/**
 * The clinic's logo, or its tooth mark drawn from the icon sprite (src/build-time/icon-sprite.ts); decorative, since the
 * clinic's name always stands beside it.
 */
export function Logo({ image, imageClassName, lazy, ...props }: Props) {
  if (image)
    return (
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt=""
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
