/**
 * "Open now · closes 1:00 PM", written by the browser in clinic time; empty (and hidden) without JavaScript. It
 * depends on the minute, so the build leaves it empty and the site script alone writes it.
 */
export function OpenStatus({ className = '' }: { className?: string }) {
  return <span data-open-status="" className={`open-status ${className}`} />;
}
