import type { ComponentProps } from 'react';
import { ChevronDown } from './formIcons';
import { controlClass } from './Input';

/** The native select without its platform arrow (drawn flush against the border in Chromium), and our own chevron. */
export function Select({ className = '', ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select className={`${controlClass} appearance-none pr-11 ${className}`} {...props} />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
