// What a clinic shows only between two days, checked by the page's own clock before, during and after, for any
// clinic's content: each date with its own hours (a closure, a break of several days, a half day), each notice and each
// fee that changes on a coming day. The expectations are read from the content, never written here.
import type { Locator, Page } from '@playwright/test';
import type { Clinic, Fees } from '@/model';
import { dayBefore } from '@/model/days';
import { feeOnDays } from '@/lib/fees';
import { compactWeek, datedSchedule } from '@/lib/hours';
import { openStatus } from '@/lib/open-status';
import { specialHours } from '@/lib/structured-data';
import { fill } from '@/lib/template';
import { visitQuery } from '@/lib/visit';
import { timeChoices, timeLabel } from '@/lib/forms/sessions';
import { copy } from './content';
import { bookingForm } from './forms';
import { hhmm, pageWeek } from './weeks';
import { expect } from './browser';

const DAY_MS = 86_400_000;
/** The ISO date `days` after `iso` (before, if negative). */
export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** The instant `minutes` after midnight of `date` in clinic time. */
export const clinicTime = (date: string, minutes: number) =>
  new Date(Date.parse(`${date}T00:00:00+05:30`) + minutes * 60_000);

/** The layout shift a page may show as it loads, as the layout-shift test allows (tests/e2e/layout-shift.spec.ts). */
export const MAX_SHIFT = 0.01;

/** How far the page's layout has moved since it was opened (its layout-shift score), once it has loaded. */
export const shifted = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let score = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) score += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(score), 300);
      }),
  );

/** Opens `path` with the page's clock at `instant`. */
async function openAt(page: Page, path: string, instant: Date) {
  await page.clock.setFixedTime(instant);
  await page.goto(path);
}

/**
 * Each date with its own hours: listed ahead on the Contact page and gone from it once over; on each of its days the
 * info bar (from 1024 px) gives that day's line for the weekly hours, and the status line reads as the hours logic reads that day (closed with its reason, or open in its own sessions only); the
 * booking form offers a day with its own hours only its sessions; search engines are told each.
 */
export async function expectDatedHours(page: Page, clinic: Clinic) {
  const week = pageWeek(clinic.hours);
  const status = page.locator('footer [data-open-status]');
  const words = copy.en.shell;
  // From 1024 px, the info bar shows the weekly hours, and on a date with its own hours that date's line instead.
  const bar = page.getByRole('complementary', { name: words.infoBar.label });
  const weekly = bar.getByText(compactWeek(clinic.hours, words.hours, 'en'), { exact: true });
  const wide = (page.viewportSize()?.width ?? 0) >= 1024;
  const barShows = async (line: Locator, dated: boolean) => {
    if (!wide) return;
    await expect(dated ? line : weekly).toBeVisible();
    await expect(dated ? weekly : line).toBeHidden();
    // The day's line is chosen before the bar is drawn: nothing moves.
    expect(await shifted(page)).toBeLessThanOrEqual(MAX_SHIFT);
  };
  for (const dated of clinic.hours.dates) {
    const last = dated.to ?? dated.from;
    const [row] = datedSchedule(clinic.hours, words.hours, words.datedHours.row, 'en', dated.from).filter(
      (r) => r.until === last,
    );
    await openAt(page, '/contact', clinicTime(addDays(dated.from, -2), 12 * 60));
    const listed = page.locator('#reach-us').getByText(row!.text, { exact: true });
    await expect(listed).toBeVisible();
    const line = bar.getByText(row!.text, { exact: true });
    await barShows(line, false);
    for (let day = dated.from; day <= last; day = addDays(day, 1)) {
      const session = week.dates[day]!.sessions[0];
      const instant = clinicTime(day, session ? Math.floor((session[0] + session[1]) / 2) : 12 * 60);
      await openAt(page, '/contact', instant);
      const expected = openStatus(week, instant).text;
      await expect(status).toHaveText(expected);
      if (session) expect(openStatus(week, instant).open).toBe(true);
      else expect(expected).toContain(`(${dated.reason.en})`);
      await barShows(line, true);
    }
    await openAt(page, '/contact', clinicTime(addDays(last, 1), 12 * 60));
    await expect(listed).toBeHidden();
    await barShows(line, false);
    // An appointment link for its first day, opened two days before: at a time of that weekday's sessions (the first
    // and the last half hour of each) outside the date's own, it gives the day's line; inside them, nothing more.
    const weekday = new Date(`${dated.from}T12:00:00Z`).getUTCDay();
    const inside = (minute: number) => week.dates[dated.from]!.sessions.some(([a, b]) => a <= minute && minute < b);
    const times = week.week[weekday]!.flatMap(([opens, closes]) => [opens, closes - 30]);
    const visits = [
      ...times.filter((t) => !inside(t)).map((t) => [t, true] as const),
      ...week.dates[dated.from]!.sessions.map(([opens]) => [opens, false] as const),
    ];
    const warning = page.locator('[data-visit="dated"]');
    for (const [minute, warned] of visits) {
      await openAt(
        page,
        `/visit?${visitQuery({ date: dated.from, time: hhmm(minute) })}`,
        clinicTime(addDays(dated.from, -2), 12 * 60),
      );
      await expect(page.locator('[data-visit="when"]')).toBeVisible();
      if (warned) await expect(warning).toHaveText(fill(copy.en.appointments.visit.dated, { hours: row!.text }));
      else await expect(warning).toBeHidden();
    }
    if (dated.sessions.length) {
      await openAt(page, '/book', clinicTime(addDays(dated.from, -2), 10 * 60));
      const form = bookingForm(page);
      await expect(form.submit).toBeEnabled();
      await form.date.fill(dated.from);
      const time = copy.en.forms.booking.fields.time;
      await expect(form.time.locator('option')).toHaveText([
        time.any,
        ...timeChoices(week, dated.from).map((c) => timeLabel(c, time, week.times)),
      ]);
      expect(timeChoices(week, dated.from)).toHaveLength(dated.sessions.length);
    }
  }
  await page.goto('/contact');
  const graph = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap(
    (json) => (JSON.parse(json) as { '@graph': Record<string, unknown>[] })['@graph'],
  );
  const dentist = graph.find((node) => node['@type'] === 'Dentist')!;
  expect(dentist.specialOpeningHoursSpecification ?? []).toEqual(specialHours(clinic.hours));
}

/** Each notice: absent the day before its first day, on every kind of page from then to its last day, nothing moving
 * as it shows, absent the day after. */
export async function expectNotices(page: Page, clinic: Clinic, paths: string[]) {
  const notice = page.locator('aside[data-shown-from]');
  for (const { text, from, until } of clinic.notices)
    for (const [day, shown] of [
      [addDays(from, -1), false],
      [from, true],
      [until, true],
      [addDays(until, 1), false],
    ] as const)
      for (const path of paths) {
        await openAt(page, path, clinicTime(day, 9 * 60));
        const own = notice.filter({ hasText: path.startsWith('/ml') ? text.ml : text.en });
        if (shown) await expect(own).toBeVisible();
        else await expect(own).toBeHidden();
        expect(await shifted(page), `${path} on ${day}`).toBeLessThanOrEqual(MAX_SHIFT);
      }
}

/** Each fee that changes on a coming day: both, the day before it starts, on /fees; the new one alone from that day. */
export async function expectNewFees(page: Page, fees: Fees) {
  const lines = [...fees.consultation, ...fees.services.flatMap((g) => [...g.lines, ...(g.packages ?? [])])];
  for (const line of lines.filter((l) => l.next)) {
    const shown = feeOnDays(line, copy.en.fees.amount, 'en');
    const cell = page.locator('tr').filter({ hasText: line.treatment.en }).first().locator('td');
    await openAt(page, '/fees', clinicTime(dayBefore(line.next!.starts), 12 * 60));
    await expect(cell).toHaveText(shown.until.text, { useInnerText: true });
    await openAt(page, '/fees', clinicTime(line.next!.starts, 9 * 60));
    await expect(cell).toHaveText(shown.after!.text, { useInnerText: true });
  }
}
