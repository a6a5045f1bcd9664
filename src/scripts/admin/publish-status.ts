// Whether the latest change is live, said at the foot of the editor in plain words: live, being published, or not
// published and why (the file and the field the site's build refused, in its words, with a link to the entry). It
// reads what is already reported: the published site's stamp (/admin/build.json) and, on GitHub, the latest commit of
// the branch and that commit's checks (src/lib/publish-status.ts); no server of ours. Signed in on this computer
// (`npm run edit`), changes are files in src/content until committed, and it says so.
import {
  checkOfRun,
  checkOfStatus,
  publishStatus,
  type Change,
  type GitHubAnnotation,
  type GitHubCheckRun,
  type GitHubStatus,
  type PublishStatus,
} from '@/lib/publish-status';
import { editorEntryOf, editorLabelsOf } from '@/model/editor-config';
import { cms } from './decap';

/** The published site's stamp (src/pages/admin/build.json.ts). */
interface Stamp {
  commit: string | null;
  repository: string;
  branch: string;
}

/** Who is signed in to the editor, as Decap keeps it: with GitHub, or with its local backend (`proxy`). */
const signedIn = (): { backendName?: string; token?: string } | null => {
  try {
    return JSON.parse(localStorage.getItem('decap-cms-user') ?? 'null');
  } catch {
    return null;
  }
};

async function github<T>(path: string, token?: string): Promise<T> {
  const answer = await fetch(`https://api.github.com${path}`, {
    headers: { Accept: 'application/vnd.github+json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!answer.ok) throw new Error(`GitHub answered ${answer.status}`);
  return (await answer.json()) as T;
}

/** The status of the latest change, from the site's stamp and GitHub. */
async function latestStatus(token?: string): Promise<PublishStatus> {
  const stamp = (await (await fetch('/admin/build.json', { cache: 'no-store' })).json()) as Stamp;
  const repo = `/repos/${stamp.repository}`;
  const commit = await github<{ sha: string; commit: { message: string; committer: { date: string } } }>(
    `${repo}/commits/${encodeURIComponent(stamp.branch)}`,
    token,
  );
  const latest: Change = {
    sha: commit.sha,
    message: commit.commit.message.split('\n')[0]!,
    date: commit.commit.committer.date,
  };
  if (stamp.commit === latest.sha) return publishStatus(latest, stamp.commit, [], new Date());
  const [runs, combined] = await Promise.all([
    github<{ check_runs: GitHubCheckRun[] }>(`${repo}/commits/${latest.sha}/check-runs`, token),
    github<{ statuses: GitHubStatus[] }>(`${repo}/commits/${latest.sha}/status`, token),
  ]);
  const checks = await Promise.all(
    runs.check_runs.map(async (run) =>
      checkOfRun(
        run,
        run.status === 'completed' && run.output?.annotations_count
          ? await github<GitHubAnnotation[]>(`${repo}/check-runs/${run.id}/annotations`, token)
          : [],
      ),
    ),
  );
  return publishStatus(latest, stamp.commit, [...checks, ...combined.statuses.map(checkOfStatus)], new Date());
}

const ago = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
/** "3 minutes ago", "yesterday". */
function when(date: string) {
  const minutes = Math.round((Date.parse(date) - Date.now()) / 60_000);
  if (Math.abs(minutes) < 60) return ago.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  return Math.abs(hours) < 24 ? ago.format(hours, 'hour') : ago.format(Math.round(hours / 24), 'day');
}

/** An element with its text, for the status line. */
function el(tag: string, text?: string, attributes: Record<string, string> = {}) {
  const node = document.createElement(tag);
  if (text) node.textContent = text;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

const headings: Record<PublishStatus['state'], string> = {
  live: 'Live',
  publishing: 'Being published',
  refused: 'Not published',
  stalled: 'Not on the site yet',
};

/** What the staff read of the status, and what to do. */
function render(bar: HTMLElement, status: PublishStatus) {
  const change = `${status.change.message}, saved ${when(status.change.date)}`;
  const said: Record<PublishStatus['state'], string> = {
    live: `The latest change (${change}) is on the site.`,
    publishing: `The latest change (${change}) will be on the site in a few minutes.`,
    refused: `The site's build refused the latest change (${change}), and the site still shows the change before it. Correct what it names, and publish again:`,
    stalled: `The latest change (${change}) passed its checks, but the site still shows an earlier one. If it stays so, tell the site's developer.`,
  };
  bar.dataset.state = status.state;
  const line = el('p');
  line.append(el('strong', `${headings[status.state]}. `), said[status.state]);
  const parts: Node[] = [line];
  if (status.state === 'refused') {
    const list = el('ul');
    for (const check of status.failed) {
      const reasons = check.reasons.length ? check.reasons : [{ message: check.summary ?? `${check.name} failed` }];
      for (const reason of reasons) {
        const item = el('li');
        // The field by the labels the staff read, then as the build names it, for the developer.
        const labels = reason.file && editorLabelsOf(reason.file, reason.field ?? '');
        const named = [reason.file, reason.field].filter(Boolean).join(': ');
        item.append(`${labels ? `${labels.join(' › ')}: ` : named ? `${named}: ` : ''}${reason.message}`);
        if (labels) item.append(' ', el('span', `(${named})`, { class: 'publish-status-where' }));
        const entry = reason.file && editorEntryOf(reason.file);
        if (entry) item.append(' ', el('a', 'Open it', { href: `#/${entry}` }));
        else if (check.url)
          item.append(' ', el('a', 'What happened', { href: check.url, target: '_blank', rel: 'noreferrer' }));
        list.append(item);
      }
    }
    parts.push(list);
  }
  bar.replaceChildren(...parts);
}

const bar = el('div', undefined, { class: 'publish-status', role: 'status' });
document.body.append(bar);
// The editor's pages keep their foot, and a field in focus, clear of the status line (public/admin/editor.css).
new ResizeObserver(() =>
  document.documentElement.style.setProperty('--publish-status-height', `${bar.offsetHeight}px`),
).observe(bar);

let checking = false;
async function refresh() {
  const user = signedIn();
  if (!user?.backendName || checking) return;
  if (user.backendName !== 'github') {
    bar.dataset.state = 'local';
    bar.replaceChildren(
      el('p', 'Saved on this computer, in src/content: the site shows a change once it is committed and pushed.'),
    );
    return;
  }
  checking = true;
  try {
    render(bar, await latestStatus(user.token));
  } catch {
    bar.dataset.state = 'unknown';
    bar.replaceChildren(el('p', 'Whether the latest change is on the site cannot be told now: GitHub did not answer.'));
  } finally {
    checking = false;
  }
}

// Once signed in, and every half minute while the editor is in view; a few seconds after a change is saved, once its
// checks have begun.
void refresh();
setInterval(() => {
  if (document.visibilityState === 'visible') void refresh();
}, 30_000);
const signIn = setInterval(() => {
  if (!signedIn()) return;
  clearInterval(signIn);
  void refresh();
}, 1_000);
cms.registerEventListener({ name: 'postSave', handler: () => void setTimeout(refresh, 5_000) });
