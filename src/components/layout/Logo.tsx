import type { ComponentProps } from 'react';
import { spriteFile } from '@/lib/icon-sprite';

/** The clinic's tooth mark, drawn from the icon sprite (src/lib/icon-sprite.ts); decorative, the link around it is named. */
export function Logo(props: ComponentProps<'svg'>) {
  return (
    <svg aria-hidden="true" focusable="false" {...props}>
      <use href={`${spriteFile}#logo`} />
    </svg>
  );
}
