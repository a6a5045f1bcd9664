import type { ComponentProps } from 'react';
import { SpriteIcon } from './icons';
import { controlClass } from './Input';

/** The native select without its platform arrow (drawn flush against the border in Chromium), and our own chevron. */
export function Select({ className = '', ...props }: ComponentProps<'select'>) {
  return (
    <div className="select">
      <select className={`${controlClass} control-select ${className}`.trim()} {...props} />
      <SpriteIcon icon="chevron-down" className="select-chevron" />
    </div>
  );
}
