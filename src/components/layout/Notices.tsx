import type { PageContext } from '@/lib/page-context';
import { Container } from '@/components/ui/Section';
import { clinicToday, shownOn } from '@/lib/dates';

/**
 * The clinic's notices to all patients, just under the header of every page, each from its first day to its last. The
 * build shows those of its own day; the script that follows them (ShownByDate.astro) shows those of the page's day
 * before anything is drawn, so a notice appears and goes by the calendar without a rebuild, and nothing moves.
 */
export function Notices({ page }: { page: PageContext }) {
  const { clinic, locale, words } = page;
  const today = clinicToday(new Date());
  return clinic.notices.map((notice) => (
    <aside
      key={`${notice.from} ${notice.text.en}`}
      aria-label={words.shell.notice}
      data-shown-from={notice.from}
      data-shown-until={notice.until}
      hidden={!shownOn(today, notice.from, notice.until)}
    >
      <div className="border-b border-accent/25 bg-accent-soft text-ink">
        <Container className="py-2.5 text-base">
          <p>
            <strong className="font-semibold">{`${words.shell.notice}: `}</strong>
            {notice.text[locale]}
          </p>
        </Container>
      </div>
    </aside>
  ));
}
