import { ChevronRight } from '@/components/ui/icons';

interface Props {
  label: string;
  /** From the home page to the current page; the last item is the current page and has no link. */
  items: { label: string; href?: string }[];
}

export function Breadcrumb({ label, items }: Props) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center justify-center gap-x-1 gap-y-1 text-sm">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={item.label} className="flex items-center gap-1">
              {last || !item.href ? (
                <span aria-current={last ? 'page' : undefined} className="px-1 font-semibold text-primary-strong">
                  {item.label}
                </span>
              ) : (
                <a
                  href={item.href}
                  className="inline-flex min-h-6 items-center rounded px-1 text-muted underline underline-offset-4 hover:text-primary-strong"
                >
                  {item.label}
                </a>
              )}
              {!last && <ChevronRight aria-hidden="true" className="size-4 text-muted" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
