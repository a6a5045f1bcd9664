// The editor at /admin tells the staff whether their latest change is live, being published, or not published and
// why, from what GitHub reports of the latest commit (here answered from a copy of the project whose content was
// changed by hand, checked by the project's own content check as the workflow runs it) and the published site's stamp.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { parseDocument } from 'yaml';
import type { GitHubAnnotation, GitHubCheckRun } from '@/lib/publish-status';
import { axe, wcag } from '../support/axe';
import { expect, test } from '../support/browser';

/** The annotations GitHub makes of a workflow's ::error commands (what `npm run content:check` prints there). */
function annotationsOf(output: string): GitHubAnnotation[] {
  const unescape = (text: string) =>
    text.replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
  return [...output.matchAll(/^::error (.*?)::(.*)$/gm)].map(([, properties, message]) => {
    const { file, title } = Object.fromEntries(
      properties!.split(',').map((p) => p.split('=') as [string, string]),
    ) as Record<string, string>;
    return { path: unescape(file!), title: unescape(title!), message: unescape(message!), annotation_level: 'failure' };
  });
}

interface Stamp {
  commit: string;
  repository: string;
  branch: string;
}

/** GitHub as the editor's status asks it: the branch's latest commit, its checks, and a check's annotations. */
async function answerAsGitHub(
  page: Page,
  stamp: Stamp,
  now: () => { latest: string; runs: GitHubCheckRun[]; annotations: GitHubAnnotation[] },
) {
  const repo = `/repos/${stamp.repository}`;
  await page.route('https://api.github.com/**', async (route) => {
    const { pathname } = new URL(route.request().url());
    const { latest, runs, annotations } = now();
    const answers: Record<string, unknown> = {
      '/user': { login: 'clinic-staff', name: 'Clinic staff', avatar_url: '' },
      [repo]: { full_name: stamp.repository, permissions: { pull: true, push: true, admin: false } },
      [`${repo}/commits/${stamp.branch}`]: {
        sha: latest,
        commit: {
          message: 'Update Clinic “clinic”',
          committer: { date: new Date(Date.now() - 4 * 60_000).toISOString() },
        },
      },
      [`${repo}/commits/${latest}/check-runs`]: { total_count: runs.length, check_runs: runs },
      [`${repo}/commits/${latest}/status`]: { state: 'success', statuses: [] },
      ...Object.fromEntries(runs.map((run) => [`${repo}/check-runs/${run.id}/annotations`, annotations])),
    };
    const answer = answers[pathname];
    await route.fulfill({ status: answer ? 200 : 404, json: answer ?? { message: 'Not Found' } });
  });
}

test('the latest change shows as not published, with the build’s reason, then being published, then live', async ({
  page,
  request,
}) => {
  const stamp = (await (await request.get('/admin/build.json')).json()) as Stamp;
  expect(stamp.commit).toMatch(/^[0-9a-f]{40}$/);

  // A day closed typed by hand in the repository, one the calendar does not have: the content's check, run on that
  // content as the workflow runs it, refuses it.
  const project = mkdtempSync(join(tmpdir(), 'clinic-status-'));
  let annotations: GitHubAnnotation[] = [];
  const date = `31/02/${new Date().getUTCFullYear() + 1}`;
  let dates = 0;
  try {
    cpSync('src/content', join(project, 'src/content'), { recursive: true });
    const file = join(project, 'src/content/clinic.yaml');
    const doc = parseDocument(readFileSync(file, 'utf8'));
    dates = (doc.getIn(['hours', 'dates']) as { items?: unknown[] } | undefined)?.items?.length ?? 0;
    doc.addIn(['hours', 'dates'], doc.createNode({ from: date, reason: { en: 'Onam', ml: 'ഓണം' } }));
    writeFileSync(file, doc.toString());
    const check = spawnSync(
      process.execPath,
      [resolve('node_modules/tsx/dist/cli.mjs'), resolve('scripts/content-check.ts')],
      {
        cwd: project,
        encoding: 'utf8',
        env: { ...process.env, GITHUB_ACTIONS: 'true' },
      },
    );
    expect(check.status, check.stderr).toBe(1);
    annotations = annotationsOf(check.stdout);
    expect(annotations).toEqual([
      {
        path: 'src/content/clinic.yaml',
        title: `hours.dates[${dates}].from`,
        message: `${date} is not a day of the calendar`,
        annotation_level: 'failure',
      },
    ]);
  } finally {
    rmSync(project, { recursive: true, force: true });
  }

  const run = (status: string, conclusion: string | null): GitHubCheckRun => ({
    id: 7,
    name: 'Check the content',
    status,
    conclusion,
    html_url: `https://github.com/${stamp.repository}/actions/runs/7`,
    output: { title: 'Check the content', annotations_count: conclusion === 'failure' ? annotations.length : 0 },
  });
  const fixed = 'c'.repeat(40);
  let github = { latest: 'b'.repeat(40), runs: [run('completed', 'failure')], annotations };
  await answerAsGitHub(page, stamp, () => github);
  // Signed in with GitHub, as the staff are on the clinic's site.
  await page.addInitScript(() =>
    localStorage.setItem(
      'decap-cms-user',
      JSON.stringify({ backendName: 'github', token: 'a-token', login: 'clinic-staff', name: 'Clinic staff' }),
    ),
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin#/collections/clinic');
  const status = page.getByRole('status').filter({ hasText: /latest change/ });
  await expect(status).toContainText('Not published.');
  const reason = status.getByRole('listitem');
  // The field by the labels the staff read there, and as the build names it.
  await expect(reason).toHaveText(
    `Holidays, hours and contact details › Days closed and opening hours › Holidays and days with other hours › date ${dates + 1} › Date (or first day): ${date} is not a day of the calendar (src/content/clinic.yaml: ${annotations[0]!.title}) Open it`,
  );
  await expect(reason.getByRole('link', { name: 'Open it' })).toHaveAttribute(
    'href',
    '#/collections/clinic/entries/clinic',
  );
  await expect(status).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const { violations } = await axe(page, wcag, '.publish-status');
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Corrected and published again: its check runs, then the site is built from it.
  github = { latest: fixed, runs: [run('in_progress', null)], annotations: [] };
  await page.reload();
  await expect(status).toContainText('Being published.');
  github = { latest: stamp.commit, runs: [run('completed', 'success')], annotations: [] };
  await page.reload();
  await expect(status).toContainText(
    'Live. The latest change (Update Clinic “clinic”, saved 4 minutes ago) is on the site.',
  );
});
