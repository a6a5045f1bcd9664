import type { ComponentProps } from 'react';
import { ChevronDown } from './formIcons';
import { controlClass } from './Input';

/** The native select without its platform arrow (drawn flush against the border in Chromium), and our own chevron. */
export function Select({ className = '', ...props }: ComponentProps<'select'>) {
  return (
    <div className="select">
      <select className={`${controlClass} control-select ${className}`.trim()} {...props} />
      <ChevronDown aria-hidden="true" className="select-chevron" />
    </div>
  );
}
