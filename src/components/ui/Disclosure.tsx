import type { ReactNode } from 'react';
import { ChevronDown } from './icons';
import { IconBadge } from './IconBadge';

/**
 * A card that opens in place to show more: a native <details>, so it opens with keyboard, touch and find-in-page, with
 * no script at all. `summary` is what shows while it is closed.
 */
export function Disclosure({ id, summary, children }: { id: string; summary: ReactNode; children: ReactNode }) {
  return (
    <details id={id} className="group card open:border-primary/40">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-card px-5 py-4 text-left text-lg font-semibold text-ink hover:text-primary-strong sm:px-6 [&::-webkit-details-marker]:hidden">
        {summary}
        <IconBadge
          icon={ChevronDown}
          size="sm"
          className="[&>svg]:motion-safe:transition-transform [&>svg]:motion-safe:duration-200 group-open:[&>svg]:rotate-180"
        />
      </summary>
      {children}
    </details>
  );
}
