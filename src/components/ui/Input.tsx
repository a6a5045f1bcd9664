import type { ComponentProps } from 'react';

/** Shared look of text controls: 48px tall (selects and date inputs too), 16px text (no zoom on iOS), red when invalid. */
export const controlClass =
  'block min-h-12 w-full rounded-lg border border-line bg-white px-4 py-2.5 text-base text-ink placeholder:text-muted focus-visible:border-primary disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-danger aria-[invalid=true]:bg-danger-soft aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-danger';

export function Input({ className = '', ...props }: ComponentProps<'input'>) {
  return <input className={`${controlClass} ${className}`} {...props} />;
}
